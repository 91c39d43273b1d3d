package ui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/gamefile"
	"github.com/chuhe-xq/chuhe/resources"
)

// Games in and out: a new game, a game opened from a file or pasted, the PGN the user saves and
// the game saved after every move and restored at the next start.

// NewGame starts a game in the given mode from the standard position, or the handicap position the
// settings choose, with the settings' clocks; the board turns so that the user's side is at the
// bottom.
func (c *Controller) NewGame(m Mode) {
	// The handicap's giver: the computer or the user in a game against it, else Red or Black.
	giver := core.Red
	switch m {
	case PlayRed:
		if !c.settings.HandicapByUser {
			giver = core.Black
		}
	default:
		if c.settings.HandicapByUser {
			giver = core.Black
		}
	}
	g, err := core.NewGameFromFEN(c.settings.Handicap.FEN(giver))
	if err != nil {
		g = core.NewGame() // cannot happen: the handicaps' positions are tested
	}
	c.newGameFrom(g, m, nil)
}

// newGameFrom starts g in mode m: a game with the settings' clocks, or the practice of puzzle pz
// (without clocks).
func (c *Controller) newGameFrom(g *core.Game, m Mode, pz *puzzleState) {
	c.cancelSearch()
	c.settings.Mode = m
	c.settings.Flipped = m == PlayBlack
	c.saveSettings()
	c.h.set(g, 0)
	c.pz = pz
	c.doc = c.newDoc()
	c.clock = gameClock{}
	if pz == nil {
		c.startClocks(m)
	}
	c.showNewGame()
	c.play(resources.NewGame)
	c.autosave()
	c.changed()
	c.maybeThink()
}

// showNewGame shows the game history was just given, from the side the settings say, without
// anything the engine said about the game before.
func (c *Controller) showNewGame() {
	c.Board.Flipped = c.settings.Flipped
	c.showCursor()
	c.thinking = "" // the game before's hint or answer to a draw offer is not this game's
}

// ParseGameFile reads the first game of an opened file in any format gamefile reads (chosen by its
// content, then its name), with its tags and comments, and a note of what of the file was left out
// or cut short ("" when it read whole). It touches no state, so the window runs it off the UI
// goroutine.
func ParseGameFile(name string, data []byte) (*core.PGNGame, string, error) {
	games, note, err := fileGames(gamefile.Read(name, data))
	if err != nil {
		return nil, "", err
	}
	if note != "" && len(games) > 1 {
		note = fmt.Sprintf(lang.L("The file holds %d games; the first is open."), len(games)) + "\n" + note
	}
	return games[0], note, nil
}

// fileGames is what a game file read gives the app: its games, with a note of what of the file was
// left out or cut short ("" when it read whole), or why no game of it reads. Opening a file (the
// window's readGames) and loading one (ParseGameFile) both read through it.
func fileGames(f *gamefile.File, err error) ([]*core.PGNGame, string, error) {
	if err != nil {
		return nil, "", err
	}
	var games []*core.PGNGame
	for _, g := range f.Games {
		if g.Game != nil {
			games = append(games, g)
		}
	}
	if len(games) == 0 {
		if note := problemNote(f); note != "" {
			return nil, "", errors.New(note)
		}
		return nil, "", errors.New(lang.L("the file holds no game"))
	}
	return games, problemNote(f), nil
}

// problemNote lists what of a file was left out or cut short (at most ten lines).
func problemNote(f *gamefile.File) string {
	var lines []string
	for i, p := range f.Problems {
		if i == 10 {
			lines = append(lines, fmt.Sprintf(lang.L("… (%d more)"), len(f.Problems)-i))
			break
		}
		lines = append(lines, errorText(p))
	}
	return strings.Join(lines, "\n")
}

// firstPGNGame is the first game read, or the error that there is none.
func firstPGNGame(games []*core.PGNGame, err error) (*core.PGNGame, error) {
	if err != nil {
		return nil, err
	}
	if len(games) == 0 || games[0].Game == nil {
		return nil, errors.New(lang.L("the file holds no game"))
	}
	return games[0], nil
}

// LoadPGN replaces the game with the first game of a PGN file, as LoadPGNGame: its comments, and a
// review kept in them, come with it. On any error the current game is left as it was and the error
// names the problem.
func (c *Controller) LoadPGN(r io.Reader) error {
	pg, err := firstPGNGame(core.ReadPGN(r))
	if err != nil {
		return err
	}
	c.LoadPGNGame(pg)
	return nil
}

// LoadGameFile replaces the game with the first game of an opened PGN or XQF file, as LoadPGN.
func (c *Controller) LoadGameFile(name string, data []byte) error {
	pg, _, err := ParseGameFile(name, data)
	if err != nil {
		return err
	}
	c.LoadPGNGame(pg)
	return nil
}

// LoadGame replaces the game with g and shows its last position for review: the computer makes
// no move, whoever is to move, until the user plays on (PlayFromHere or a move of their own).
func (c *Controller) LoadGame(g *core.Game) { c.LoadPGNGame(&core.PGNGame{Game: g}) }

// LoadPGNGame replaces the game with pg's, as LoadGame, keeping its comments for saving; the
// evaluations of an earlier review kept in them ([%eval], see core.PGNEval) become the game's
// review again, so a reviewed game need not be analysed anew.
func (c *Controller) LoadPGNGame(pg *core.PGNGame) {
	c.h.open(gameTree(pg))
	c.doc = gameDoc{tags: headerOf(pg.Tags), count: 1}
	c.clock = gameClock{}
	c.pz = nil
	c.restoreReview()
	c.showNewGame()
	c.autosave()
	c.changed()
}

// gameTree is the tree of pg's moves, comments and variations; a variation with an illegal move
// (which ReadPGN never gives) drops the variations. Its moves are kept as played: where Chuhe's
// referee would have ended the game earlier, the status line says so at that move.
func gameTree(pg *core.PGNGame) *core.Tree {
	t, err := core.TreeFromPGN(pg)
	if err != nil {
		t, _ = core.TreeFromPGN(&core.PGNGame{Game: pg.Game, Comments: pg.Comments, NAGs: pg.NAGs})
	}
	t.KeepRecord()
	return t
}

// LoadPosition sets up a position from FEN text, or a game from PGN text, keeping the mode; it
// is shown for review, like an opened game.
func (c *Controller) LoadPosition(text string) error {
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "[") || strings.Contains(text, "\n1.") {
		return c.LoadPGN(strings.NewReader(text))
	}
	g, err := core.NewGameFromFEN(text)
	if err != nil {
		return err
	}
	c.LoadGame(g)
	return nil
}

// FEN returns the FEN of the shown position.
func (c *Controller) FEN() string {
	p := c.Position()
	return p.FEN()
}

// pgnGame returns the game with its header (see GameTags) and, for the autosave (cursorTag), the
// controller's own state in Chuhe tags.
func (c *Controller) pgnGame(cursorTag bool) *core.PGNGame {
	pg := c.pgnWithEvals()
	pg.Tags = c.GameTags()
	if cursorTag && c.doc.path != "" {
		pg.Tags.Set(docFileTag, fmt.Sprintf("%d %d %s", c.doc.index, c.doc.count, c.doc.path))
	}
	if cursorTag {
		played := "0" // opened, or played on from an opened game: its players stay as they were
		switch {
		case c.doc.played && c.doc.named:
			played = "named" // the user named the players: keep their names
		case c.doc.played:
			played = "1"
		}
		pg.Tags.Set("ChuhePlayed", played)
	}
	c.clockTags(pg, cursorTag)
	if cursorTag && c.pz != nil {
		pg.Tags.Set(puzzleTag, c.pz.pz.ID)
	}
	if cursorTag {
		pg.Tags.Set("ChuheCursor", strconv.Itoa(c.h.cursor))
		if !c.h.main {
			// The variation shown, by its moves: restored on the same line.
			var moves []string
			for _, m := range c.h.game.Moves() {
				moves = append(moves, m.String())
			}
			pg.Tags.Set("ChuheLine", strings.Join(moves, " "))
		}
		if !c.h.live {
			pg.Tags.Set("ChuheReview", "1") // an opened game: restored in review
		}
		if c.h.live && c.h.main && !c.h.review && c.h.cursor < c.h.game.Len() {
			// Moves taken back by Undo, kept for Redo: restored so, playing on from the cursor,
			// not in review (where playing on would first ask to discard them).
			pg.Tags.Set("ChuheTakenBack", "1")
		}
	}
	return pg
}

// WritePGN writes the game as PGN in the chosen notation (pgnNotation).
func (c *Controller) WritePGN(w io.Writer) error {
	return core.WritePGN(w, c.pgnGame(false), pgnNotation(c.settings.Notation))
}

// autosave writes the game to SavePath in the background.
func (c *Controller) autosave() {
	if c.saver == nil {
		return
	}
	var b bytes.Buffer
	if err := core.WritePGN(&b, c.pgnGame(true), core.ICCS); err != nil {
		c.reportError(err)
		return
	}
	c.saver.Save(b.Bytes())
}

// WaitSaved blocks until the last autosave of the game and the settings has been written; tests
// and shutdown use it.
func (c *Controller) WaitSaved() {
	if c.saver != nil {
		c.saver.Wait()
	}
	if c.preferences.saver != nil {
		c.preferences.saver.Wait()
	}
}

// Restore reads the game saved by a previous run. A missing file is no error; a corrupt one is
// reported and ignored (the current game stays a new game).
func (c *Controller) Restore(data []byte) error {
	pg, err := firstPGNGame(core.ReadPGN(bytes.NewReader(data)))
	if err != nil {
		return fmt.Errorf("%s: %w", lang.L("The saved game could not be read and was ignored"), err)
	}
	t := gameTree(pg)
	var node *core.Node // the end of the variation shown, if one was
	if v, ok := pg.Tags.Get("ChuheLine"); ok {
		node = t.Root()
		for _, f := range strings.Fields(v) {
			p := t.Position(node)
			m, err := core.ParseMove(&p, f, core.UCI)
			next := node.Child(m)
			if err != nil || next == nil {
				break
			}
			node = next
		}
	}
	cursor := pg.Game.Len()
	if v, ok := pg.Tags.Get("ChuheCursor"); ok {
		if n, err := strconv.Atoi(v); err == nil && n >= 0 {
			cursor = n
		}
	}
	v, _ := pg.Tags.Get("ChuheReview")
	back, _ := pg.Tags.Get("ChuheTakenBack")
	c.h.restore(t, node, cursor, v == "1", back == "1") // an opened game is restored in review
	c.doc = gameDoc{tags: headerOf(pg.Tags), count: 1}
	played, ok := pg.Tags.Get("ChuhePlayed")
	if !ok && v != "1" {
		played = "1" // saved before the tag: a game that was not opened was played here
	}
	c.doc.played, c.doc.named = played == "1" || played == "named", played == "named"
	if f, ok := pg.Tags.Get(docFileTag); ok {
		var i, n int
		var path string
		if k, _ := fmt.Sscanf(f, "%d %d", &i, &n); k == 2 {
			if fields := strings.SplitN(f, " ", 3); len(fields) == 3 {
				path = fields[2]
			}
		}
		if path != "" && i >= 0 && n >= 1 {
			c.doc.path, c.doc.index, c.doc.count = path, i, n
		}
	}
	c.restoreClocks(pg)
	c.restorePuzzle(pg)
	c.restoreReview()
	c.showNewGame()
	c.changed()
	return nil
}

// ---- settings ----
