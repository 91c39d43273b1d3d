package resources

import (
	"embed"
	"fmt"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/core"
)

// The generator names every file after the String() of what it shows (see internal/gen), and
// so do the tables below; the tests check that every accessor finds its file.
//
//go:embed assets
var assets embed.FS

// PieceStyle is what the pieces show: a set of characters, or pictures.
type PieceStyle int

const (
	// Traditional writes 帥 仕 相 傌 俥 炮 兵 for Red and 將 士 象 馬 車 砲 卒 for Black.
	Traditional PieceStyle = iota
	// Simplified writes 帅 仕 相 马 车 炮 兵 for Red and 将 士 象 马 车 炮 卒 for Black.
	Simplified
	// International shows pictures for a player who cannot read the characters yet: a general's
	// crown, an advisor in an official's winged hat, an elephant, a horse's head, a chariot, a
	// cannon and a soldier with a spear.
	International
	numPieceStyles
)

// PieceStyles lists every piece style, in menu order.
func PieceStyles() []PieceStyle { return []PieceStyle{Traditional, Simplified, International} }

// String returns "traditional", "simplified" or "international".
func (s PieceStyle) String() string {
	switch s {
	case Traditional:
		return "traditional"
	case Simplified:
		return "simplified"
	case International:
		return "international"
	}
	return fmt.Sprintf("PieceStyle(%d)", int(s))
}

// BoardTheme is the look of the board.
type BoardTheme int

const (
	// Wood is a warm, grained wooden board with dark lines.
	Wood BoardTheme = iota
	// Light is a plain pale board with grey lines.
	Light
	// Dark is a dark slate board with light lines, for dark desktops.
	Dark
	numBoardThemes
)

// BoardThemes lists every board theme, in menu order.
func BoardThemes() []BoardTheme { return []BoardTheme{Wood, Light, Dark} }

// String returns "wood", "light" or "dark".
func (t BoardTheme) String() string {
	switch t {
	case Wood:
		return "wood"
	case Light:
		return "light"
	case Dark:
		return "dark"
	}
	return fmt.Sprintf("BoardTheme(%d)", int(t))
}

// Overlay is a mark drawn over (or under) a point to show state. Every overlay image has the
// size and placement of a piece image (see PieceRect).
type Overlay int

const (
	// Selected is the ring around the selected piece.
	Selected Overlay = iota
	// Dest is the dot on an empty point the selected piece may move to.
	Dest
	// CaptureDest is the ring around an enemy piece the selected piece may capture.
	CaptureDest
	// LastFrom marks the point the last move left: four thin corner brackets.
	LastFrom
	// LastTo marks the point the last move reached: four bold corner brackets.
	LastTo
	// CheckGlow is the red glow around a king in check; draw it under the piece.
	CheckGlow
	numOverlays
)

// Overlays lists every overlay.
func Overlays() []Overlay {
	return []Overlay{Selected, Dest, CaptureDest, LastFrom, LastTo, CheckGlow}
}

// String returns the overlay's file-name stem, e.g. "capture-dest".
func (o Overlay) String() string {
	switch o {
	case Selected:
		return "selected"
	case Dest:
		return "dest"
	case CaptureDest:
		return "capture-dest"
	case LastFrom:
		return "last-from"
	case LastTo:
		return "last-to"
	case CheckGlow:
		return "check-glow"
	}
	return fmt.Sprintf("Overlay(%d)", int(o))
}

// SoundEvent is something the player hears.
type SoundEvent int

const (
	// Select is the click of picking up a piece.
	Select SoundEvent = iota
	// Move is the knock of the player's piece landing on an empty point.
	Move
	// Capture is the harder knock of the player's piece taking another.
	Capture
	// Check is the bright two-note call when the player gives check.
	Check
	// Illegal is the low buzz of a rejected move.
	Illegal
	// NewGame is the rising arpeggio at the start of a game.
	NewGame
	// Win is the major chord when the player wins.
	Win
	// Loss is the falling minor chord when the player loses.
	Loss
	// Draw is the open fifth when the game is drawn.
	Draw
	// EngineMove is the computer's move: a lower, softer knock than Move.
	EngineMove
	// EngineCapture is the computer's capture.
	EngineCapture
	// EngineCheck is the computer's check: the two notes falling instead of rising.
	EngineCheck
	numSoundEvents
)

// SoundEvents lists every sound event.
func SoundEvents() []SoundEvent {
	return []SoundEvent{Select, Move, Capture, Check, Illegal, NewGame, Win, Loss, Draw,
		EngineMove, EngineCapture, EngineCheck}
}

// String returns the event's file-name stem, e.g. "engine-capture".
func (e SoundEvent) String() string {
	switch e {
	case Select:
		return "select"
	case Move:
		return "move"
	case Capture:
		return "capture"
	case Check:
		return "check"
	case Illegal:
		return "illegal"
	case NewGame:
		return "new-game"
	case Win:
		return "win"
	case Loss:
		return "loss"
	case Draw:
		return "draw"
	case EngineMove:
		return "engine-move"
	case EngineCapture:
		return "engine-capture"
	case EngineCheck:
		return "engine-check"
	}
	return fmt.Sprintf("SoundEvent(%d)", int(e))
}

// SampleRate is the sample rate of every sound, in Hz; the sounds are 16-bit mono WAV, each
// peaking at -3 dBFS unless that would put its RMS level above -16 dBFS (sustained sounds), so
// they play at a similar loudness without per-event volume settings.
const SampleRate = 22050

// Asset file names, shared with the generator.

// PieceFile returns the asset file name of a piece image, e.g. "piece-traditional-red-king.svg".
func PieceFile(c core.Color, t core.PieceType, s PieceStyle) string {
	return "piece-" + s.String() + "-" + c.String() + "-" + t.String() + ".svg"
}

// BoardFile returns the asset file name of a board image, e.g. "board-wood.svg".
func BoardFile(t BoardTheme) string { return "board-" + t.String() + ".svg" }

// BoardBackgroundFile returns the asset file name of a board's background layer, e.g.
// "board-wood-background.svg".
func BoardBackgroundFile(t BoardTheme) string { return "board-" + t.String() + "-background.svg" }

// BoardForegroundFile returns the asset file name of a board's foreground layer, e.g.
// "board-wood-foreground.svg", or "board-wood-foreground-flipped.svg" for a flipped board.
func BoardForegroundFile(t BoardTheme, flipped bool) string {
	if flipped {
		return "board-" + t.String() + "-foreground-flipped.svg"
	}
	return "board-" + t.String() + "-foreground.svg"
}

// OverlayFile returns the asset file name of an overlay image, e.g. "overlay-dest.svg".
func OverlayFile(o Overlay) string { return "overlay-" + o.String() + ".svg" }

// SoundFile returns the asset file name of a sound, e.g. "sound-move.wav".
func SoundFile(e SoundEvent) string { return "sound-" + e.String() + ".wav" }

// Icon file names.
const (
	// IconSVGFile is the asset file name of the scalable application icon.
	IconSVGFile = "icon.svg"
	// IconPNGFile is the asset file name of the 512×512 application icon.
	IconPNGFile = "icon.png"
)

// IconPNGSize is the side of the PNG icon in pixels.
const IconPNGSize = 512

// The resources, loaded once from the embedded files and never written again.
var (
	pieceRes   [numPieceStyles][2][core.NumPieceTypes]fyne.Resource
	boardRes   [numBoardThemes]fyne.Resource
	boardBack  [numBoardThemes]fyne.Resource
	boardFore  [numBoardThemes][2]fyne.Resource // unflipped, flipped
	overlayRes [numOverlays]fyne.Resource
	soundData  [numSoundEvents][]byte
	iconPNG    = load(IconPNGFile)
	iconSVG    = load(IconSVGFile)
)

func init() {
	pieceTypes := []core.PieceType{core.King, core.Advisor, core.Elephant, core.Horse, core.Rook, core.Cannon, core.Pawn}
	for _, s := range PieceStyles() {
		for _, c := range []core.Color{core.Red, core.Black} {
			for _, t := range pieceTypes {
				pieceRes[s][c][t] = load(PieceFile(c, t, s))
			}
		}
	}
	for _, t := range BoardThemes() {
		boardRes[t] = load(BoardFile(t))
		boardBack[t] = load(BoardBackgroundFile(t))
		boardFore[t][0] = load(BoardForegroundFile(t, false))
		boardFore[t][1] = load(BoardForegroundFile(t, true))
	}
	for _, o := range Overlays() {
		overlayRes[o] = load(OverlayFile(o))
	}
	for _, e := range SoundEvents() {
		if r := load(SoundFile(e)); r != nil {
			soundData[e] = r.Content()
		}
	}
}

// load reads an embedded asset, or returns nil if it is missing. A missing asset is a defect
// that the tests report; it must not stop the generator, which imports this package for the
// names and the geometry, from running on an empty assets directory.
func load(name string) fyne.Resource {
	b, err := assets.ReadFile("assets/" + name)
	if err != nil {
		return nil
	}
	return fyne.NewStaticResource(name, b)
}

// Piece returns the image of piece p in style s: a square SVG to be drawn at PieceRect of its
// point. It returns nil for core.NoPiece, an unknown piece or an unknown style.
func Piece(p core.Piece, s PieceStyle) fyne.Resource {
	c, t := p.Color(), p.Type()
	if s < 0 || s >= numPieceStyles || c > core.Black || t == core.NoPieceType || int(t) >= core.NumPieceTypes {
		return nil
	}
	return pieceRes[s][c][t]
}

// Board returns the board image in theme t (Wood for an unknown theme): an SVG of
// BoardWidth×BoardHeight units.
func Board(t BoardTheme) fyne.Resource {
	if t < 0 || t >= numBoardThemes {
		t = Wood
	}
	return boardRes[t]
}

// BoardBackground returns the soft layer of the board in theme t (Wood for an unknown theme):
// its gradient, grain and vignette, an opaque SVG of BoardWidth×BoardHeight units. It has no
// sharp edges, so it may be rasterised once at a modest size and scaled up; BoardForeground
// drawn over it gives exactly Board(t).
func BoardBackground(t BoardTheme) fyne.Resource {
	if t < 0 || t >= numBoardThemes {
		t = Wood
	}
	return boardBack[t]
}

// BoardForeground returns the sharp layer of the board in theme t (Wood for an unknown theme):
// frame, grid, marks, river and file numbers on a transparent ground, an SVG of
// BoardWidth×BoardHeight units to be rasterised at the size it is shown. It is a handful of
// paths, so that is quick at any size. With flipped set it is the layer for a board shown with
// Black at the bottom: Black's file numbers (１..９ from Black's right) along the bottom edge and
// Red's (一..九 from Red's right) along the top.
func BoardForeground(t BoardTheme, flipped bool) fyne.Resource {
	if t < 0 || t >= numBoardThemes {
		t = Wood
	}
	if flipped {
		return boardFore[t][1]
	}
	return boardFore[t][0]
}

// OverlayImage returns overlay o (nil for an unknown overlay): a square SVG placed like a piece.
func OverlayImage(o Overlay) fyne.Resource {
	if o < 0 || o >= numOverlays {
		return nil
	}
	return overlayRes[o]
}

// Icon returns the application icon as a 512×512 PNG.
func Icon() fyne.Resource { return iconPNG }

// IconSVG returns the application icon as an SVG.
func IconSVG() fyne.Resource { return iconSVG }

// Sound returns the sound for event e as a complete WAV file (16-bit mono, SampleRate Hz), or
// nil for an unknown event. The slice is the caller's own copy.
func Sound(e SoundEvent) []byte {
	if e < 0 || e >= numSoundEvents {
		return nil
	}
	if soundData[e] == nil {
		return nil
	}
	return append([]byte(nil), soundData[e]...)
}
