package ui_test

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// A game from another program with nested variations: opened, it shows them in the move list,
// follows them, and saves them again.
const nestedVariations = `[Game "Chinese Chess"]
[Event "Club night"]
[Format "ICCS"]

{Opening notes} 1. H2-E2 {the central cannon} H9-G7 (1... H7-E7 {same-side cannons} 2. H0-G2 (2. B0-C2 B9-C7)) 2. H0-G2 I9-H9 3. I0-H0 *
`

func TestVariationsInTheMoveList(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	c := f.c
	c.SetNotation(core.ICCS)
	if err := c.LoadPGN(strings.NewReader(nestedVariations)); err != nil {
		t.Fatal(err)
	}
	ml := ui.NewMoveList(c)
	ml.Update()
	if got := strings.Join(ml.VariationTexts(), " | "); got != "(1... H7-E7 2. H0-G2)" {
		t.Errorf("variation rows on the main line: %q", got)
	}
	// Into the variation: its own variation (2. B0-C2) is listed, and the game's move 1... H9-G7
	// is now the alternative.
	c.GoTo(1)
	if !c.TryMove(mv("h7e7")) || !c.InVariation() || c.Game().Len() != 3 {
		t.Fatalf("into the variation: %v", c.Game().Moves())
	}
	ml.Update()
	if got := strings.Join(ml.VariationTexts(), " | "); got != "main line (1... H9-G7 2. H0-G2 I9-H9 3. I0-H0) | (2. B0-C2 B9-C7)" {
		t.Errorf("variation rows in the variation: %q", got)
	}
	if st := c.Status(); !strings.Contains(st, "in a variation") {
		t.Errorf("status %q", st)
	}
	// A new variation inside it, then saved: the file keeps all three, nested.
	c.GoTo(2)
	c.TryMove(mv("g3g4"))
	var b strings.Builder
	if err := c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(b.String()), " ")
	want := "{Opening notes} 1. H2-E2 {the central cannon} 1... H9-G7 (1... H7-E7 {same-side cannons} 2. H0-G2 (2. B0-C2 B9-C7) (2. G3-G4)) 2. H0-G2 I9-H9 3. I0-H0 *"
	if !strings.Contains(flat, want) {
		t.Errorf("saved\n%s\nwant\n%s", flat, want)
	}
}

func TestVariationRestoredAfterARestart(t *testing.T) {
	dir := t.TempDir()
	save := dir + "/current.pgn"
	f := newFixture(t, ui.TwoPlayers, nil)
	settings := ui.DefaultSettings()
	settings.Mode = ui.TwoPlayers
	c := ui.NewController(test.NewTempApp(t), ui.Options{Do: f.q.Do, SavePath: save, Settings: settings,
		NewEngine: func() ui.Engine { return &fakeEngine{} }})
	defer c.Close()
	for _, m := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} {
		c.TryMove(mv(m))
	}
	c.GoTo(2)
	c.TryMove(mv("b0c2"))
	c.TryMove(mv("b9c7"))
	c.WaitSaved()
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	c2 := ui.NewController(test.NewTempApp(t), ui.Options{Do: f.q.Do})
	defer c2.Close()
	if err := c2.Restore(data); err != nil {
		t.Fatal(err)
	}
	if !c2.InVariation() || c2.Cursor() != 4 || c2.Game().Len() != 4 || c2.Game().Move(2) != mv("b0c2") || !c2.Reviewing() {
		t.Errorf("restored: cursor %d of %v, in a variation %v\n%s", c2.Cursor(), c2.Game().Moves(), c2.InVariation(), data)
	}
	c2.GoToMain(4)
	if c2.Game().Move(2) != mv("h0g2") || c2.InVariation() {
		t.Errorf("main line %v", c2.Game().Moves())
	}
	// The computer never moves in a variation, and playing on from one makes it the game.
	c2.EnterVariation(nil)
	c2.GoTo(2)
	c2.TryMove(mv("b0c2"))
	c2.PlayFromHere()
	if c2.InVariation() || c2.Reviewing() || c2.Game().Len() != 3 || c2.Game().Move(2) != mv("b0c2") {
		t.Errorf("played on from the variation: %v, reviewing %v", c2.Game().Moves(), c2.Reviewing())
	}
}
