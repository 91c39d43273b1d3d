//go:build tools

// Package chuhe pins modules that packages are about to use, so go mod tidy keeps them meanwhile.
package chuhe

import (
	_ "fyne.io/fyne/v2"
	_ "github.com/gopxl/beep/v2"
	_ "golang.org/x/image/font/sfnt"
)
