// Package resources holds Chuhe's art and sounds: piece sets, board themes, move overlays, the
// application icon and the sound effects, all embedded in the binary behind typed accessors.
//
// Every asset under assets/ is produced by the generator in internal/gen from committed code
// (the Chinese characters are glyph outlines taken from Noto Serif CJK at generation time), so
// nothing here is drawn by hand or copied. To regenerate after changing the generator:
//
//	go generate ./resources/...
//
// and to check that the committed assets are exactly what the generator makes:
//
//	go run ./resources/internal/gen -check
//
// The board geometry that the generator draws with and the UI places pieces with lives in
// geometry.go.
package resources

//go:generate go run ./internal/gen -out assets
