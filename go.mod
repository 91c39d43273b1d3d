module github.com/chuhe-xq/chuhe

go 1.26.0

require (
	fyne.io/fyne/v2 v2.7.1
	github.com/gopxl/beep/v2 v2.1.1
	golang.org/x/image v0.48.0
)

require (
	github.com/pkg/errors v0.9.1 // indirect
	golang.org/x/text v0.44.0 // indirect
)
