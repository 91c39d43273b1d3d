package extengine

import (
	"strings"
	"sync"
	"time"
)

// Direction says who wrote a logged line.
type Direction int

const (
	ToEngine   Direction = iota // a command sent to the engine
	FromEngine                  // a line the engine wrote
	Note                        // something extengine noted (a start, a kill, a fault)
)

// LogLine is one line of the log.
type LogLine struct {
	Time time.Time
	Dir  Direction
	Text string
}

// String writes the line as the log viewer shows it: "12:00:01.234 > go movetime 1000".
func (l LogLine) String() string {
	mark := map[Direction]string{ToEngine: ">", FromEngine: "<", Note: "#"}[l.Dir]
	return l.Time.Format("15:04:05.000") + " " + mark + " " + l.Text
}

// DefaultLogLines is how many lines a log made by NewLog(0) keeps.
const DefaultLogLines = 500

// Log keeps the last lines said both ways with an engine, for a log viewer. One Log may serve
// several starts of the same engine. It is safe for concurrent use.
type Log struct {
	mu    sync.Mutex
	lines []LogLine // a ring of len n once full
	next  int
	n     int
}

// NewLog returns a log keeping the last n lines (DefaultLogLines when n <= 0).
func NewLog(n int) *Log {
	if n <= 0 {
		n = DefaultLogLines
	}
	return &Log{n: n}
}

// maxLogText is the most of one line the log keeps.
const maxLogText = 2000

// Add appends a line.
func (l *Log) Add(dir Direction, text string) {
	text = strings.ToValidUTF8(text, "\uFFFD")
	if len(text) > maxLogText {
		text = text[:maxLogText] + "…"
	}
	line := LogLine{Time: time.Now(), Dir: dir, Text: text}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.lines) < l.n {
		l.lines = append(l.lines, line)
		return
	}
	l.lines[l.next] = line
	l.next = (l.next + 1) % l.n
}

// Lines returns the lines kept, oldest first.
func (l *Log) Lines() []LogLine {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]LogLine, 0, len(l.lines))
	out = append(out, l.lines[l.next:]...)
	return append(out, l.lines[:l.next]...)
}

// Last returns the last n lines as text, one a line, for a fault's report.
func (l *Log) Last(n int) string {
	lines := l.Lines()
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	var b strings.Builder
	for _, ln := range lines {
		b.WriteString(ln.String())
		b.WriteByte('\n')
	}
	return b.String()
}
