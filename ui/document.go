package ui

import (
	"bytes"
	"fmt"
	"io"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

// The game as a document: the file it was opened from or last saved to, the header it came with
// (or the one made for a game played here), Save back to that file, and the recent files.

// gameDoc is where the game shown came from and what it is called.
type gameDoc struct {
	// path is the file the game was opened from or last saved to ("" none); index is the game's
	// place among the count games of that file.
	path         string
	index, count int
	// tags are the game's header: the one it came with, or the one made when it began here.
	tags core.PGNTags
	// played says the game is being played here: who plays is written from the mode, the level
	// and the engine when it is saved, unless the user named the players (named).
	played, named bool
	// savedGame and savedLen are the game and its length when it was last saved to a file: a
	// game saved since its last move is not only in the autosave.
	savedGame *core.Game
	savedLen  int
}

// docHost is what the document knows of the rest of the app. The Controller is one.
type docHost interface {
	// shown is the game and the move shown.
	shown() *history
	Settings() Settings
	// changeSettings changes the settings and saves them.
	changeSettings(change func(*Settings))
	// opponentName is the added engine playing the computer's side ("" the built-in one).
	opponentName() string
	// practicing reports whether an endgame is practised.
	practicing() bool
	// playedOpening is the opening of the line shown, as the library names it.
	playedOpening() string
	// WritePGN writes the game as it is saved.
	WritePGN(w io.Writer) error
	autosave()
	// changed tells the views the game, the move shown or the status changed; Notify says
	// something in the status line.
	changed()
	Notify(msg string)
	// Do runs a function on the UI goroutine.
	Do(f func())
}

// document is the game as a document: its file, its header and the recent files.
type document struct {
	host docHost
	doc  gameDoc
}

// docFileTag keeps the game's file in the autosave, so a restart can still Save to it.
const docFileTag = "ChuheFile"

// GameTagNames returns the tags Game info shows and edits, in order.
func GameTagNames() []string {
	return []string{"Event", "Site", "Date", "Round", "Red", "Black", "Result", "ECCO", "Opening"}
}

// managedTag reports whether the controller writes the tag itself (the result, the clocks, the
// start position, its own state in the autosave): it is not part of the header the user keeps.
func managedTag(name string) bool {
	if strings.HasPrefix(name, "Chuhe") {
		return true
	}
	switch strings.ToLower(name) {
	case "game", "fen", "format", "variant", "timecontrol", "termination", "setup":
		return true
	}
	return false
}

// headerOf is a game's header as the user keeps it: its tags without those the controller manages.
func headerOf(tags core.PGNTags) core.PGNTags {
	var out core.PGNTags
	for _, t := range tags {
		if !managedTag(t.Name) {
			out = append(out, t)
		}
	}
	return out
}

// newDoc is the document of a game that begins here in mode m: today's date, who plays.
func (c *document) newDoc() gameDoc {
	d := gameDoc{played: true}
	d.tags.Set("Event", lang.L("Chuhe game"))
	d.tags.Set("Site", "Chuhe")
	d.tags.Set("Date", time.Now().Format("2006.01.02"))
	c.nameSides(&d)
	return d
}

// nameSides writes who plays each side into a played game's header: the player's name, the
// level or the added engine that plays the computer's side.
func (c *document) nameSides(d *gameDoc) {
	if !d.played || d.named {
		return
	}
	engine := c.host.opponentName()
	if engine == "" {
		engine = fmt.Sprintf(lang.L("Chuhe level %d"), c.host.Settings().Level)
	}
	you := c.PlayerName()
	red, black := you, engine
	switch c.host.Settings().Mode {
	case PlayBlack:
		red, black = engine, you
	case TwoPlayers:
		red, black = lang.L("Red"), lang.L("Black")
	case Demo:
		red, black = engine, engine
	}
	d.tags.Set("Red", red)
	d.tags.Set("Black", black)
}

// PlayerName is the user's name for the games they play: the settings' name, else the system
// account's.
func (c *document) PlayerName() string {
	if n := strings.TrimSpace(c.host.Settings().PlayerName); n != "" {
		return n
	}
	if u, err := user.Current(); err == nil {
		if n := strings.TrimSpace(strings.Split(u.Name, ",")[0]); n != "" {
			return n
		}
		if u.Username != "" {
			return u.Username
		}
	}
	return lang.L("You")
}

// GameTags returns the game's header: the tags it came with or was given here, with who plays
// written in for a game being played.
func (c *document) GameTags() core.PGNTags {
	d := c.doc
	d.tags = append(core.PGNTags(nil), c.doc.tags...)
	c.nameSides(&d)
	if r := c.host.shown().game.Result(); r.Over() {
		d.tags.Set("Result", r.Outcome.String())
	}
	return d.tags
}

// SetGameTags replaces the game's header with tags (Game info): values given are kept, empty ones
// dropped. In a game the user plays against the computer, the name given to their side becomes
// their name for the next games too.
func (c *document) SetGameTags(tags core.PGNTags) {
	old := c.GameTags()
	var out core.PGNTags
	for _, t := range tags {
		if v := strings.TrimSpace(t.Value); v != "" && !managedTag(t.Name) {
			out.Set(t.Name, v)
		}
	}
	c.doc.tags = out
	redName, _ := out.Get("Red")
	blackName, _ := out.Get("Black")
	oldRed, _ := old.Get("Red")
	oldBlack, _ := old.Get("Black")
	if redName != oldRed || blackName != oldBlack {
		c.doc.named = true
		you := redName
		if c.host.Settings().Mode == PlayBlack {
			you = blackName
		}
		if c.doc.played && (c.host.Settings().Mode == PlayRed || c.host.Settings().Mode == PlayBlack) && you != "" {
			c.host.changeSettings(func(s *Settings) { s.PlayerName = you })
		}
	}
	c.host.autosave()
	c.host.changed()
}

// GameFile returns the file the game was opened from or last saved to ("" none), and the game's
// place in it and how many games it holds.
func (c *document) GameFile() (path string, index, count int) {
	return c.doc.path, c.doc.index, c.doc.count
}

// SetGameFile records that the game shown is game index of count in the file at path.
func (c *document) SetGameFile(path string, index, count int) {
	c.doc.path, c.doc.index, c.doc.count = path, index, count
	if path != "" {
		c.AddRecentFile(path)
	}
	c.host.autosave()
	c.host.changed()
}

// CanSaveInPlace reports whether Save writes back to the game's file: a PGN file holding this game
// alone (another program's format, or a file of several games, is saved under a new name).
func (c *document) CanSaveInPlace() bool {
	ext := strings.ToLower(filepath.Ext(c.doc.path))
	return c.doc.path != "" && c.doc.count <= 1 && ext == ".pgn"
}

// pgnBytes is the game as SaveFile writes it.
func (c *document) pgnBytes() ([]byte, error) {
	var b bytes.Buffer
	if err := c.host.WritePGN(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// SaveFile writes the game as PGN to path in the background, atomically (a kill leaves the old
// file or the new one), and once written makes it the game's file and says so in the status line;
// done (if not nil) gets the error, on the UI goroutine.
func (c *document) SaveFile(path string, done func(error)) {
	data, err := c.pgnBytes()
	if err != nil {
		if done != nil {
			done(err)
		}
		return
	}
	game := c.host.shown().game
	n := game.Len()
	go func() {
		err := writeAtomic(path, data)
		c.host.Do(func() {
			if err == nil {
				c.doc.savedGame, c.doc.savedLen = game, n
				c.SetGameFile(path, 0, 1)
				c.host.Notify(fmt.Sprintf(lang.L("Saved to %s"), filepath.Base(path)))
			}
			if done != nil {
				done(err)
			}
		})
	}()
}

// maxRecentFiles is how many recent files Game > Open recent lists.
const maxRecentFiles = 8

// RecentFiles returns the files opened or saved last, newest first.
func (c *document) RecentFiles() []string {
	var out []string
	for _, p := range strings.Split(c.host.Settings().RecentFiles, "\n") {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// AddRecentFile puts path first among the recent files.
func (c *document) AddRecentFile(path string) {
	list := []string{path}
	for _, p := range c.RecentFiles() {
		if p != path && len(list) < maxRecentFiles {
			list = append(list, p)
		}
	}
	c.host.changeSettings(func(s *Settings) {
		s.RecentFiles = strings.Join(list, "\n")
		s.GamesFolder = filepath.Dir(path)
	})
}

// Folder returns the folder the file dialogs of a kind of file start in.
func (c *document) Folder(engines bool) string {
	if engines {
		return existingFolder(c.host.Settings().EnginesFolder)
	}
	return existingFolder(c.host.Settings().GamesFolder)
}

// SetEnginesFolder remembers the folder an engine was added from.
func (c *document) SetEnginesFolder(dir string) {
	c.host.changeSettings(func(s *Settings) { s.EnginesFolder = dir })
}

// GameTitle names the game shown for the window's title and the header: the players, the event
// and the year of an opened or named game, with its file; "" for a game played here that nobody
// named.
func (c *document) GameTitle() string {
	tags := c.GameTags()
	get := func(name string) string { return tagText(tags, name) }
	var parts []string
	if !c.doc.played || c.doc.named {
		red, black := get("Red"), get("Black")
		switch {
		case red != "" && black != "":
			parts = append(parts, red+" – "+black)
		case red != "" || black != "":
			parts = append(parts, red+black)
		}
		event := get("Event")
		// The year, whatever form the file wrote the date in ("1955年7月27日"), unless the event
		// already says it ("1st Chinese Computer Games Championship, Beijing 2006").
		if _, year := library.GameDate(event, get("Date")); year != 0 && !strings.Contains(event, strconv.Itoa(year)) {
			event = strings.TrimSpace(fmt.Sprintf("%s %d", event, year))
		}
		if event != "" {
			parts = append(parts, event)
		}
		if r := get("Result"); r != "" && r != "*" {
			parts = append(parts, r)
		}
	}
	if c.doc.path != "" {
		name := filepath.Base(c.doc.path)
		if c.doc.count > 1 {
			name += fmt.Sprintf(" (%d/%d)", c.doc.index+1, c.doc.count)
		}
		parts = append(parts, name)
	}
	return strings.Join(parts, " · ")
}

// tagText is a tag's value as words to show: "" when it is missing or PGN's "?" (unknown).
func tagText(tags core.PGNTags, name string) string {
	v, _ := tags.Get(name)
	if v = strings.TrimSpace(v); v == "?" {
		return ""
	}
	return v
}

// GameOpening names the game's opening from its header ("ECCO opening"), or else as the library
// classifies the line shown; "" when neither knows it.
func (c *document) GameOpening() string {
	tags := c.doc.tags
	ecco, _ := tags.Get("ECCO")
	name, _ := tags.Get("Opening")
	if v, ok := tags.Get("Variation"); ok && v != "" {
		name = strings.TrimSpace(name + " " + v)
	}
	if o := strings.TrimSpace(strings.TrimSpace(ecco) + " " + strings.TrimSpace(name)); o != "" {
		return o
	}
	return c.host.playedOpening() // what the library makes of the line shown (library.go)
}

// InProgress reports whether a game is being played here and is not over: Open, New game and
// Edit position ask before they replace it.
func (c *document) InProgress() bool {
	g := c.host.shown().game
	if g == c.doc.savedGame && g.Len() == c.doc.savedLen {
		return false // saved to a file since its last move
	}
	return c.doc.played && c.host.shown().live && !c.host.practicing() && g.Len() > 0 && !g.Result().Over()
}

// SetPlayerName sets the user's name for the games they play ("" the system account's).
func (c *document) SetPlayerName(name string) {
	c.host.changeSettings(func(s *Settings) { s.PlayerName = strings.TrimSpace(name) })
}
