// Package extengine speaks to xiangqi engines in other processes: UCI (Pikafish, Chuhe's own
// chuhe-engine), UCI with Fairy-Stockfish's ranks 1..10 (told UCI_Variant xiangqi), and UCCI
// (ElephantEye). It starts the process, finds out which protocol it speaks, reads its name and
// options, sets options, runs searches and reads their reports, and checks every move the engine
// gives with core before handing it on. A line log of what was said both ways is kept for a log
// viewer. Faults (no answer, a crash, garbage, an illegal move, no answer to stop) end in the
// process being killed and reaped, with an error that says what happened.
//
// It imports core only.
package extengine

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// OptionType is the kind of an engine option.
type OptionType string

const (
	Spin     OptionType = "spin"
	Check    OptionType = "check"
	Combo    OptionType = "combo"
	String   OptionType = "string"
	Button   OptionType = "button"
	Filename OptionType = "filename" // a string naming a file (some engines declare it so)
)

// Option is one option an engine declares.
type Option struct {
	Name     string
	Type     OptionType
	Default  string
	Min, Max int      // spin only
	Vars     []string // combo only
}

// IsFile reports whether the option names a file (a filename option, or a string option whose
// name says so, as Pikafish's EvalFile): the app offers a file chooser for it.
func (o Option) IsFile() bool {
	if o.Type == Filename {
		return true
	}
	if o.Type != String {
		return false
	}
	n := strings.ToLower(o.Name)
	return strings.HasSuffix(n, "file") || strings.HasSuffix(n, "files") || strings.HasSuffix(n, "path")
}

// Validate checks value for the option: a whole number within the bounds for a spin, true or false
// for a check, one of the choices for a combo. Buttons take no value.
func (o Option) Validate(value string) error {
	switch o.Type {
	case Spin:
		n, err := strconv.Atoi(strings.TrimSpace(value))
		if err != nil {
			return fmt.Errorf("option %s: %q is not a whole number", o.Name, value)
		}
		if n < o.Min || n > o.Max {
			return fmt.Errorf("option %s: %d is out of range (%d to %d)", o.Name, n, o.Min, o.Max)
		}
	case Check:
		if value != "true" && value != "false" {
			return fmt.Errorf("option %s: want true or false, not %q", o.Name, value)
		}
	case Combo:
		for _, v := range o.Vars {
			if strings.EqualFold(v, value) {
				return nil
			}
		}
		return fmt.Errorf("option %s: %q is not one of %s", o.Name, value, strings.Join(o.Vars, ", "))
	case Button:
		return nil
	}
	if strings.ContainsAny(value, "\r\n") {
		return fmt.Errorf("option %s: the value holds a line break", o.Name)
	}
	return nil
}

// optionKeywords are the words that end an option's name or value in an option line.
var optionKeywords = map[string]bool{"type": true, "default": true, "min": true, "max": true, "var": true}

// ParseOption reads an option line: UCI's "option name Hash type spin default 16 min 1 max 1024"
// or UCCI's "option hashsize type spin min 1 max 1024 default 16". Names and values may hold
// spaces (UCI). An engine's claims are checked: a spin's bounds in the wrong order are swapped, a
// default outside them or not among a combo's choices is replaced by the nearest valid one, so
// that what the app shows is always something it can send back.
func ParseOption(line string) (Option, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "option" {
		return Option{}, fmt.Errorf("not an option line: %q", clip(line))
	}
	f = f[1:]
	if f[0] == "name" {
		f = f[1:]
	}
	// The name runs up to "type".
	i := 0
	for i < len(f) && f[i] != "type" {
		i++
	}
	if i == 0 || i == len(f) {
		return Option{}, fmt.Errorf("option line without a name or a type: %q", clip(line))
	}
	o := Option{Name: strings.Join(f[:i], " ")}
	f = f[i:]
	var haveMin, haveMax, haveDefault bool
	for len(f) > 0 {
		key := f[0]
		j := 1
		for j < len(f) && !optionKeywords[f[j]] {
			j++
		}
		val := strings.Join(f[1:j], " ")
		f = f[j:]
		switch key {
		case "type":
			o.Type = OptionType(strings.ToLower(val))
		case "default":
			o.Default, haveDefault = val, true
		case "min", "max":
			n, err := strconv.Atoi(val)
			if err != nil {
				return Option{}, fmt.Errorf("option %s: %s %q is not a whole number", o.Name, key, clip(val))
			}
			if key == "min" {
				o.Min, haveMin = n, true
			} else {
				o.Max, haveMax = n, true
			}
		case "var":
			if val != "" {
				o.Vars = append(o.Vars, val)
			}
		}
	}
	if o.Default == "<empty>" {
		o.Default = "" // UCCI's way of writing an empty string
	}
	switch o.Type {
	case Spin:
		if !haveMin || !haveMax {
			return Option{}, fmt.Errorf("option %s: a spin without min or max", o.Name)
		}
		if o.Min > o.Max {
			o.Min, o.Max = o.Max, o.Min
		}
		n, err := strconv.Atoi(o.Default)
		if err != nil {
			n = o.Min
		}
		o.Default = strconv.Itoa(min(max(n, o.Min), o.Max))
	case Check:
		if o.Default != "true" {
			o.Default = "false"
		}
	case Combo:
		if len(o.Vars) == 0 {
			return Option{}, fmt.Errorf("option %s: a combo without choices", o.Name)
		}
		if err := o.Validate(o.Default); err != nil || !haveDefault {
			o.Default = o.Vars[0]
		}
	case String, Filename:
	case Button:
		o.Default = ""
	case "label": // UCCI: text to show, not an option
		return Option{}, fmt.Errorf("option %s: a label, not an option", o.Name)
	default:
		return Option{}, fmt.Errorf("option %s: unknown type %q", o.Name, clip(string(o.Type)))
	}
	if !utf8.ValidString(o.Name) || !utf8.ValidString(o.Default) {
		return Option{}, fmt.Errorf("option %q: not UTF-8", clip(o.Name))
	}
	return o, nil
}

// Score is an engine's score from the side to move's view: centipawns, or a mate in Mate moves
// (positive: the side to move mates; negative: it is mated) when Mate is not 0.
type Score struct {
	CP   int
	Mate int
	// Bound is "lowerbound" or "upperbound" when the score is only a bound, "" otherwise.
	Bound string
}

// Info is one of the engine's reports during a search. Only the fields it gave are set; Has
// tells which of Depth, Score, Nodes, NPS and PV it gave.
type Info struct {
	Depth, SelDepth int
	MultiPV         int // 1 for the best line (also when the engine does not say)
	Score           Score
	Nodes, NPS      int64
	Time            time.Duration
	HashFull        int
	// PV is the line as the engine wrote it, ranks 0..9 (translated from 1..10 when the engine
	// numbers them so); Search keeps only its legal beginning.
	PV []string
	// String is the text of "info string".
	String string

	HasDepth, HasScore, HasNodes, HasPV bool
}

// ucciMate is the score UCCI engines of ElephantEye's kind give a mate at the root; a mate in n
// plies is ucciMate - n, and scores beyond ucciWin are mates.
const (
	ucciMate = 10000
	ucciWin  = 9800
)

// ParseInfo reads an info line ("info depth 10 score cp 35 nodes 1000 pv h2e2 h9g7"; UCCI writes
// "score 35"). ranks1 says the engine numbers ranks 1..10. Words it does not know are skipped; a
// number that does not read is an error.
func ParseInfo(line string, ranks1 bool) (Info, error) {
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "info" {
		return Info{}, fmt.Errorf("not an info line: %q", clip(line))
	}
	info := Info{MultiPV: 1}
	num := func(i int) (int64, error) {
		if i >= len(f) {
			return 0, fmt.Errorf("info: %s without a value", f[i-1])
		}
		n, err := strconv.ParseInt(f[i], 10, 64)
		if err != nil {
			return 0, fmt.Errorf("info: %s %q is not a whole number", f[i-1], clip(f[i]))
		}
		return n, nil
	}
	for i := 1; i < len(f); i++ {
		var n int64
		var err error
		switch f[i] {
		case "depth", "seldepth", "multipv", "nodes", "nps", "time", "hashfull":
			i++
			n, err = num(i)
			if err != nil {
				return Info{}, err
			}
			if n < 0 {
				return Info{}, fmt.Errorf("info: %s %d is negative", f[i-1], n)
			}
			switch f[i-1] {
			case "depth":
				info.Depth, info.HasDepth = int(min(n, 1000)), true
			case "seldepth":
				info.SelDepth = int(min(n, 1000))
			case "multipv":
				info.MultiPV = int(min(max(n, 1), 1000))
			case "nodes":
				info.Nodes, info.HasNodes = n, true
			case "nps":
				info.NPS = n
			case "time":
				info.Time = time.Duration(min(n, 1<<40)) * time.Millisecond
			case "hashfull":
				info.HashFull = int(min(n, 1000))
			}
		case "score":
			if i+1 < len(f) && (f[i+1] == "cp" || f[i+1] == "mate") {
				kind := f[i+1]
				i += 2
				n, err = num(i)
				if err != nil {
					return Info{}, err
				}
				n = min(max(n, -1000000), 1000000)
				if kind == "cp" {
					info.Score = Score{CP: int(n)}
				} else {
					info.Score = Score{Mate: int(n)}
					if n == 0 { // mated now
						info.Score.Mate = -1
					}
				}
			} else { // UCCI: a bare number
				i++
				n, err = num(i)
				if err != nil {
					return Info{}, err
				}
				n = min(max(n, -1000000), 1000000)
				info.Score = Score{CP: int(n)}
				if a := max(n, -n); a > ucciWin && a <= ucciMate {
					moves := max(1, (ucciMate-int(a)+1)/2)
					if n < 0 {
						moves = -moves
					}
					info.Score = Score{Mate: moves}
				}
			}
			info.HasScore = true
			if i+1 < len(f) && (f[i+1] == "lowerbound" || f[i+1] == "upperbound") {
				i++
				info.Score.Bound = f[i]
			}
		case "pv":
			for _, m := range f[i+1:] {
				if ranks1 {
					t, err := FromRanks1(m)
					if err != nil {
						return Info{}, fmt.Errorf("info: pv: %v", err)
					}
					m = t
				}
				info.PV = append(info.PV, m)
			}
			info.HasPV = true
			i = len(f)
		case "string":
			info.String = strings.Join(f[i+1:], " ")
			i = len(f)
		}
	}
	return info, nil
}

// ToRanks1 rewrites a move from ranks 0..9 ("h2e2") to ranks 1..10 ("h3e3", "a9a8" → "a10a9").
func ToRanks1(s string) string {
	if len(s) != 4 {
		return s
	}
	return s[:1] + strconv.Itoa(int(s[1]-'0')+1) + s[2:3] + strconv.Itoa(int(s[3]-'0')+1)
}

// FromRanks1 reads a move written with ranks 1..10 ("h3e3", "a10a9") and writes it with ranks 0..9.
func FromRanks1(s string) (string, error) {
	var sb strings.Builder
	i := 0
	for sq := 0; sq < 2; sq++ {
		if i >= len(s) || s[i] < 'a' || s[i] > 'i' {
			return "", fmt.Errorf("move %q (ranks 1..10)", clip(s))
		}
		sb.WriteByte(s[i])
		i++
		j := i
		for j < len(s) && j-i < 2 && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		r, err := strconv.Atoi(s[i:j])
		if err != nil || r < 1 || r > 10 {
			return "", fmt.Errorf("move %q (ranks 1..10)", clip(s))
		}
		sb.WriteByte(byte('0' + r - 1))
		i = j
	}
	if i != len(s) {
		return "", fmt.Errorf("move %q (ranks 1..10)", clip(s))
	}
	return sb.String(), nil
}

// clip shortens text from the engine quoted in an error.
func clip(s string) string {
	const max = 60
	if len(s) > max {
		s = s[:max] + "…"
	}
	return strings.ToValidUTF8(s, "?")
}
