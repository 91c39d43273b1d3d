package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// variantTheme is Fyne's default theme forced to one variant (light or dark) whatever the
// system prefers.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// DarkTheme returns Fyne's default theme in its dark variant, to go with the dark board.
func DarkTheme() fyne.Theme { return variantTheme{theme.DefaultTheme(), theme.VariantDark} }
