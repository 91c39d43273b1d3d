package ui

import (
	"fmt"
	"net/url"
	"runtime/debug"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/resources"
)

// showAbout shows the version, the licence, the master games' credit, a link to the project and a button to the third-party
// notices.
func (w *Window) showAbout() {
	text := widget.NewLabel(fmt.Sprintf("Chuhe 楚河 %s\n\n%s\n\n%s\n\n%s", aboutVersion(),
		lang.L("Chinese chess (xiangqi) against the computer."),
		lang.X("about.licence", licenceText),
		// The dataset's licence (CC BY 4.0) asks for this credit (resources/LICENSES.md).
		lang.L("The master games come from the Chinese Chess Practical Dataset by Yu-Han Tseng and Bo-Nian Chen, CC BY 4.0.")))
	text.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(resources.Icon())
	project, _ := url.Parse(resources.ProjectURL)
	links := container.NewHBox(widget.NewHyperlink(resources.ProjectURL, project),
		widget.NewButton(lang.L("Third-party notices"), w.showNotices))
	box := container.NewBorder(nil, links, container.NewGridWrap(fyne.NewSquareSize(96), icon), nil, text)
	d := dialog.NewCustom(lang.L("About Chuhe"), lang.L("Close"), box, w.win)
	d.Resize(fyne.NewSize(520, 380))
	d.Show()
}

// aboutVersion is the version the About dialog shows: resources.Version (the packages' version,
// which a plain `go build` has no metadata for), with the commit when the build recorded one.
func aboutVersion() string {
	v := resources.Version
	if info, ok := debug.ReadBuildInfo(); ok {
		rev, dirty := "", false
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if rev != "" && dirty {
			rev += "+"
		}
		if rev != "" {
			v += " (" + rev + ")"
		}
	}
	return v
}

// showNotices shows the third-party notices, one line per row of a list (the text is about 3000
// lines: a list draws only the rows in view).
func (w *Window) showNotices() {
	lines := strings.Split(resources.ThirdPartyNotices(), "\n")
	list := widget.NewList(func() int { return len(lines) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.TextStyle.Monospace = true
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(lines[i]) })
	list.HideSeparators = true
	d := dialog.NewCustom(lang.L("Third-party notices"), lang.L("Close"), list, w.win)
	d.Resize(fyne.NewSize(760, 560))
	d.Show()
}

// licenceText is the About dialog's licence note in English.
const licenceText = "Chuhe is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with no warranty. The piece characters are outlines of Noto Serif CJK (SIL Open Font License 1.1); the other people's work the program is built from is listed with its licences in the third-party notices."
