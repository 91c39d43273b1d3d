package ui

import (
	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// Mode is who plays which side.
type Mode int

const (
	// PlayRed: the user plays Red against the computer.
	PlayRed Mode = iota
	// PlayBlack: the user plays Black; the computer opens.
	PlayBlack
	// TwoPlayers: two people take turns on one board.
	TwoPlayers
	// Demo: the computer plays both sides.
	Demo
)

// Modes lists the modes in menu order.
func Modes() []Mode { return []Mode{PlayRed, PlayBlack, TwoPlayers, Demo} }

// Computer reports whether the computer plays side c in this mode.
func (m Mode) Computer(c core.Color) bool {
	switch m {
	case PlayRed:
		return c == core.Black
	case PlayBlack:
		return c == core.Red
	case Demo:
		return true
	}
	return false
}

// Language is the language of the user interface.
type Language string

const (
	// SystemLanguage follows the system's locale.
	SystemLanguage Language = ""
	// English is English.
	English Language = "en"
	// Chinese is Simplified Chinese.
	Chinese Language = "zh"
)

// Settings are the user's choices; they persist in the app's Preferences.
type Settings struct {
	Level     int // 1..8
	Mode      Mode
	Flipped   bool
	Style     resources.PieceStyle
	Theme     resources.BoardTheme
	Notation  core.Notation
	Sound     bool
	Animation bool
	Language  Language
	// WindowWidth and WindowHeight are the window's last size; zero means "fit the screen".
	WindowWidth, WindowHeight float32
}

// DefaultSettings are the settings of a first start.
func DefaultSettings() Settings {
	return Settings{
		Level: 3, Mode: PlayRed, Style: resources.Traditional, Theme: resources.Wood,
		Notation: core.Chinese, Sound: true, Animation: true,
	}
}

// Preference keys.
const (
	prefLevel     = "level"
	prefMode      = "mode"
	prefFlipped   = "flipped"
	prefStyle     = "pieceStyle"
	prefTheme     = "boardTheme"
	prefNotation  = "notation"
	prefSound     = "sound"
	prefAnimation = "animation"
	prefLanguage  = "language"
	prefWidth     = "windowWidth"
	prefHeight    = "windowHeight"
)

// LoadSettings reads the settings from p, using the defaults for what is missing or out of range.
func LoadSettings(p fyne.Preferences) Settings {
	d := DefaultSettings()
	s := Settings{
		Level:        p.IntWithFallback(prefLevel, d.Level),
		Mode:         Mode(p.IntWithFallback(prefMode, int(d.Mode))),
		Flipped:      p.BoolWithFallback(prefFlipped, d.Flipped),
		Style:        resources.PieceStyle(p.IntWithFallback(prefStyle, int(d.Style))),
		Theme:        resources.BoardTheme(p.IntWithFallback(prefTheme, int(d.Theme))),
		Notation:     core.Notation(p.IntWithFallback(prefNotation, int(d.Notation))),
		Sound:        p.BoolWithFallback(prefSound, d.Sound),
		Animation:    p.BoolWithFallback(prefAnimation, d.Animation),
		Language:     Language(p.StringWithFallback(prefLanguage, string(d.Language))),
		WindowWidth:  float32(p.FloatWithFallback(prefWidth, 0)),
		WindowHeight: float32(p.FloatWithFallback(prefHeight, 0)),
	}
	if s.Level < 1 || s.Level > 8 {
		s.Level = d.Level
	}
	if s.Mode < PlayRed || s.Mode > Demo {
		s.Mode = d.Mode
	}
	if s.Style != resources.Traditional && s.Style != resources.Simplified {
		s.Style = d.Style
	}
	if s.Theme < resources.Wood || s.Theme > resources.Dark {
		s.Theme = d.Theme
	}
	if s.Notation != core.Chinese && s.Notation != core.WXF && s.Notation != core.ICCS {
		s.Notation = d.Notation
	}
	if s.Language != English && s.Language != Chinese {
		s.Language = SystemLanguage
	}
	return s
}

// Save writes the settings to p.
func (s Settings) Save(p fyne.Preferences) {
	p.SetInt(prefLevel, s.Level)
	p.SetInt(prefMode, int(s.Mode))
	p.SetBool(prefFlipped, s.Flipped)
	p.SetInt(prefStyle, int(s.Style))
	p.SetInt(prefTheme, int(s.Theme))
	p.SetInt(prefNotation, int(s.Notation))
	p.SetBool(prefSound, s.Sound)
	p.SetBool(prefAnimation, s.Animation)
	p.SetString(prefLanguage, string(s.Language))
	p.SetFloat(prefWidth, float64(s.WindowWidth))
	p.SetFloat(prefHeight, float64(s.WindowHeight))
}
