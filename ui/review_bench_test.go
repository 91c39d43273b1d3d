package ui_test

import (
	"context"
	"runtime"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// BenchmarkReviewQuick60 reviews a 60-move master game at the quick budget (0.2 s a position, 121
// positions) with the app's engine and reports the heap the review and its engine keep. Run it
// with -benchtime=1x: one review takes about half a minute.
func BenchmarkReviewQuick60(b *testing.B) {
	g := masterGame(b, 120)
	a := test.NewTempApp(b)
	q := newQueue()
	c := ui.NewController(a, ui.Options{Do: q.Do, NewEngine: func() ui.Engine {
		return ai.New(ai.Options{HashMB: 32, Threads: 1})
	}})
	defer c.Close()
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for range b.N {
		c.LoadGame(g.Clone())
		start := time.Now()
		c.ReviewGame(ui.ReviewQuick)
		deadline := time.After(10 * time.Minute)
		for c.Review().Running {
			select {
			case f := <-q.ch:
				f()
			case <-deadline:
				b.Fatal("the review did not finish")
			}
		}
		b.ReportMetric(time.Since(start).Seconds(), "s/review")
	}
	b.StopTimer()
	var after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.HeapAlloc)/(1<<20), "MB-heap-after")
	b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/(1<<20), "MB-heap-growth")
}

// BenchmarkAnalysisPanelSet is the UI goroutine's work for one analysis report: the panel shows a
// new score and three lines.
func BenchmarkAnalysisPanelSet(b *testing.B) {
	test.NewTempApp(b)
	p := ui.NewAnalysisPanel(nil, nil)
	w := test.NewWindow(p)
	defer w.Close()
	pos := core.NewGame().Position()
	moves := pos.LegalMoves(nil)
	b.ResetTimer()
	for i := range b.N {
		v := ui.AnalysisView{On: true, Running: true, Depth: 10 + i%5, NPS: 300000 + int64(i)}
		for k := range 3 {
			m := moves[(i+k)%len(moves)]
			v.Lines = append(v.Lines, ui.AnalysisLine{Depth: 10, Score: ai.Score(i%200 - 100 + k), Win: 400, Draw: 300, Loss: 300,
				Moves: []core.Move{m}, Text: core.FormatMove(&pos, m, core.Chinese) + " 马８进７ 马二进三 车９平８"})
		}
		p.Set(v)
	}
}

// BenchmarkAnalysisCancel is how long the analysis's engine takes to return after the user moves
// on (the search is cancelled): the time from the cancel to the engine's return, with the search
// 100 ms into a middlegame position of a master game (ns/op is the mean).
func BenchmarkAnalysisCancel(b *testing.B) {
	g := masterGame(b, 40)
	b.StopTimer()
	var slowest time.Duration
	for range b.N {
		e := ai.New(ai.Options{HashMB: 16, Threads: 1})
		e.SetMultiPV(3)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan time.Time, 1)
		go func() {
			e.Search(ctx, g, ai.Limits{Infinite: true}, nil)
			done <- time.Now()
		}()
		time.Sleep(100 * time.Millisecond)
		b.StartTimer()
		start := time.Now()
		cancel()
		end := <-done
		b.StopTimer()
		slowest = max(slowest, end.Sub(start))
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "ms-slowest")
}
