package ui

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/extengine"
)

// The Engines dialog: the list of engines (the built-in one first), adding one by choosing its
// program, removing one, its options as a form, its line log, which engine plays and which
// analyses, and the limit of an added engine's move.

// enginesMenuItem is the menu's entry for the Engines dialog.
func (w *Window) enginesMenuItem() *fyne.MenuItem {
	return fyne.NewMenuItem(lang.L("Engines…"), func() { w.ShowEngines() })
}

// EnginesDialog is the open Engines dialog's content, for tests.
type EnginesDialog struct {
	List               *widget.List
	Opponent, Analysis *DialogSelect
	LimitKind          *DialogSelect
	LimitValue         *DialogEntry
	Add, Remove        *widget.Button
	Options, Log       *widget.Button
	Problem            *widget.Label
	// Selected is the row chosen in the list (0: the built-in engine).
	Selected int
	dialog   dialog.Dialog
}

// engineLabel is an engine's line in the list and the choices.
func engineLabel(e EngineConfig) string {
	return e.Name + " (" + strings.ToUpper(string(e.Protocol)) + ")"
}

// ShowEngines opens the Engines dialog and returns its content.
func (w *Window) ShowEngines() *EnginesDialog {
	c := w.c
	ed := &EnginesDialog{}
	builtin := lang.L("Chuhe (built-in)")
	names := func() []string {
		out := []string{builtin}
		for _, e := range c.Engines() {
			out = append(out, engineLabel(e))
		}
		return out
	}
	ed.List = widget.NewList(
		func() int { return 1 + len(c.Engines()) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			text := builtin
			if es := c.Engines(); i > 0 && i <= len(es) {
				text = engineLabel(es[i-1]) + " — " + es[i-1].Path
			}
			o.(*widget.Label).SetText(text)
		})
	ed.Problem = widget.NewLabel("")
	ed.Problem.Wrapping = fyne.TextWrapWord
	ed.Problem.Importance = widget.DangerImportance
	roleIndex := func(id string) int {
		for i, e := range c.Engines() {
			if e.ID == id {
				return i + 1
			}
		}
		return 0
	}
	idAt := func(i int) string {
		if es := c.Engines(); i > 0 && i <= len(es) {
			return es[i-1].ID
		}
		return BuiltinEngine
	}
	updating := false
	ed.Opponent = NewDialogSelect(names(), func(string) {
		if !updating {
			c.SetOpponentEngine(idAt(ed.Opponent.SelectedIndex()))
		}
	})
	ed.Analysis = NewDialogSelect(names(), func(string) {
		if !updating {
			c.SetAnalysisEngine(idAt(ed.Analysis.SelectedIndex()))
		}
	})
	refresh := func() {
		updating = true
		defer func() { updating = false }()
		n := names()
		ed.Opponent.Options, ed.Analysis.Options = n, n
		ed.Opponent.SetSelectedIndex(roleIndex(c.settings.OpponentEngine))
		ed.Analysis.SetSelectedIndex(roleIndex(c.settings.AnalysisEngine))
		ed.List.Refresh()
		builtinRow := ed.Selected == 0
		setEnabled(ed.Remove, !builtinRow)
		setEnabled(ed.Options, !builtinRow)
		setEnabled(ed.Log, !builtinRow)
	}
	kinds := []string{lang.L("Time per move (ms)"), lang.L("Depth"), lang.L("Nodes")}
	ed.LimitValue = NewDialogEntry()
	ed.LimitValue.SetText(strconv.Itoa(c.settings.EngineLimitValue))
	ed.LimitKind = NewDialogSelect(kinds, nil)
	ed.LimitKind.SetSelectedIndex(int(c.settings.EngineLimit))
	applyLimit := func() {
		n, err := strconv.Atoi(strings.TrimSpace(ed.LimitValue.Text))
		if err == nil {
			err = c.SetEngineLimit(EngineLimit(ed.LimitKind.SelectedIndex()), n)
		} else {
			err = fmt.Errorf("%q: %s", ed.LimitValue.Text, lang.L("not a whole number"))
		}
		if err != nil {
			ed.Problem.SetText(err.Error())
		} else {
			ed.Problem.SetText("")
		}
	}
	ed.LimitKind.OnChanged = func(string) {
		lo, hi := EngineLimit(ed.LimitKind.SelectedIndex()).bounds()
		if n, err := strconv.Atoi(ed.LimitValue.Text); err != nil || n < lo || n > hi {
			ed.LimitValue.SetText(strconv.Itoa(map[int]int{0: 2000, 1: 12, 2: 1000000}[ed.LimitKind.SelectedIndex()]))
		}
		applyLimit()
	}
	ed.LimitValue.OnChanged = func(string) { applyLimit() }

	ed.Add = widget.NewButtonWithIcon(lang.L("Add…"), theme.ContentAddIcon(), func() {
		w.choose(fileRequest{title: lang.L("Add an engine"), folder: c.Folder(true)}, func(path string) {
			if path == "" {
				return
			}
			c.SetEnginesFolder(filepath.Dir(path))
			ed.Problem.SetText(lang.L("Starting the engine…"))
			c.AddEngine(path, func(e EngineConfig, err error, lines string) {
				if err != nil {
					ed.Problem.SetText("")
					w.showEngineFault(lang.L("The engine could not be added"), err.Error(), lines)
					return
				}
				ed.Problem.SetText("")
				ed.Selected = len(c.Engines())
				ed.List.Select(ed.Selected)
				refresh()
			})
		})
	})
	ed.Remove = widget.NewButtonWithIcon(lang.L("Remove"), theme.ContentRemoveIcon(), func() {
		if id := idAt(ed.Selected); id != BuiltinEngine {
			c.RemoveEngine(id)
			ed.List.UnselectAll()
			ed.Selected = 0
			refresh()
		}
	})
	ed.Options = widget.NewButtonWithIcon(lang.L("Options…"), theme.SettingsIcon(), func() {
		if e, ok := c.Engine(idAt(ed.Selected)); ok {
			w.showEngineOptions(e)
		}
	})
	ed.Log = widget.NewButtonWithIcon(lang.L("Log…"), theme.DocumentIcon(), func() {
		if e, ok := c.Engine(idAt(ed.Selected)); ok {
			w.showEngineLog(e)
		}
	})
	ed.List.OnSelected = func(i widget.ListItemID) {
		ed.Selected = i
		refresh()
	}
	refresh()

	buttons := container.NewHBox(ed.Add, ed.Remove, ed.Options, ed.Log)
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Opponent engine"), ed.Opponent),
		widget.NewFormItem(lang.L("Analysis engine"), ed.Analysis),
		widget.NewFormItem(lang.L("Limit of an added engine's move"), container.NewBorder(nil, nil, nil,
			container.NewGridWrap(fyne.NewSize(120, ed.LimitValue.MinSize().Height), ed.LimitValue), ed.LimitKind)),
	)
	bottom := container.NewVBox(buttons, widget.NewSeparator(), form, ed.Problem)
	content := container.NewBorder(nil, bottom, nil, nil, ed.List)
	ed.dialog = dialog.NewCustom(lang.L("Engines"), lang.L("Close"), content, w.win)
	ed.dialog.Resize(fyne.NewSize(660, 460))
	ed.dialog.Show()
	return ed
}

// Hide closes the dialog.
func (ed *EnginesDialog) Hide() { ed.dialog.Hide() }

func setEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// EngineOptionsForm is an engine's options as a form: a value getter per option.
type EngineOptionsForm struct {
	Form   *widget.Form
	values map[string]func() string
}

// Values returns the form's values by option name (buttons have none).
func (f *EngineOptionsForm) Values() map[string]string {
	out := map[string]string{}
	for name, get := range f.values {
		out[name] = get()
	}
	return out
}

// newEngineOptionsForm builds the form of e's options: a spin as an entry checked against its
// bounds, a check box, a combo as a choice, a string as an entry (with a file chooser for a file),
// a button as a button that presses it in the running engine.
func (w *Window) newEngineOptionsForm(e EngineConfig) *EngineOptionsForm {
	f := &EngineOptionsForm{Form: widget.NewForm(), values: map[string]func() string{}}
	for _, o := range e.Options {
		if managedOption(o) {
			continue
		}
		value := e.Value(o)
		var obj fyne.CanvasObject
		switch {
		case o.Type == extengine.Spin:
			en := NewDialogEntry()
			en.SetText(value)
			en.Validator = func(s string) error { return optionProblem(o, s) }
			f.values[o.Name] = func() string { return strings.TrimSpace(en.Text) }
			obj = container.NewBorder(nil, nil, nil, widget.NewLabel(fmt.Sprintf("%d – %d", o.Min, o.Max)), en)
		case o.Type == extengine.Check:
			ch := widget.NewCheck("", nil)
			ch.SetChecked(value == "true")
			f.values[o.Name] = func() string { return strconv.FormatBool(ch.Checked) }
			obj = ch
		case o.Type == extengine.Combo:
			sel := NewDialogSelect(o.Vars, nil)
			sel.SetSelected(value)
			f.values[o.Name] = func() string { return sel.Selected }
			obj = sel
		case o.Type == extengine.Button:
			name := o.Name
			obj = widget.NewButton(lang.L("Press"), func() { w.c.PressEngineButton(e.ID, name) })
		case o.IsFile():
			en := NewDialogEntry()
			en.SetText(value)
			f.values[o.Name] = func() string { return en.Text }
			choose := widget.NewButton(lang.L("Choose…"), func() {
				w.choose(fileRequest{title: o.Name, folder: w.c.Folder(true)}, func(path string) {
					if path != "" {
						en.SetText(path)
					}
				})
			})
			obj = container.NewBorder(nil, nil, nil, choose, en)
		default:
			en := NewDialogEntry()
			en.SetText(value)
			f.values[o.Name] = func() string { return en.Text }
			obj = en
		}
		f.Form.Append(o.Name, obj)
	}
	return f
}

// managedOption reports whether Chuhe sets the option itself (the variant, the protocol, UCCI's
// milliseconds, the analysis's lines): it is left out of the form.
func managedOption(o extengine.Option) bool {
	switch strings.ToLower(o.Name) {
	case "uci_variant", "protocol", "usemillisec", "multipv":
		return true
	}
	return false
}

// showEngineOptions opens engine e's options; Save checks and keeps them.
func (w *Window) showEngineOptions(e EngineConfig) {
	form := w.newEngineOptionsForm(e)
	problem := widget.NewLabel("")
	problem.Importance = widget.DangerImportance
	problem.Wrapping = fyne.TextWrapWord
	var d dialog.Dialog
	save := widget.NewButtonWithIcon(lang.L("Save"), theme.DocumentSaveIcon(), func() {
		if err := w.c.SetEngineValues(e.ID, form.Values()); err != nil {
			problem.SetText(err.Error())
			return
		}
		d.Hide()
	})
	save.Importance = widget.HighImportance
	var body fyne.CanvasObject = container.NewVScroll(form.Form)
	if len(e.Options) == 0 {
		body = widget.NewLabel(lang.L("This engine has no options."))
	}
	content := container.NewBorder(nil, container.NewVBox(problem, container.NewHBox(save)), nil, nil, body)
	d = dialog.NewCustom(fmt.Sprintf(lang.L("Engine options: %s"), e.Name), lang.L("Cancel"), content, w.win)
	d.Resize(fyne.NewSize(560, 480))
	d.Show()
}

// showEngineLog opens engine e's line log.
func (w *Window) showEngineLog(e EngineConfig) {
	grid := widget.NewTextGridFromString(w.c.EngineLog(e.ID))
	scroll := container.NewScroll(grid)
	refresh := widget.NewButtonWithIcon(lang.L("Refresh"), theme.ViewRefreshIcon(), func() {
		grid.SetText(w.c.EngineLog(e.ID))
		scroll.ScrollToBottom()
	})
	content := container.NewBorder(nil, container.NewHBox(refresh), nil, nil, scroll)
	d := dialog.NewCustom(fmt.Sprintf(lang.L("Engine log: %s"), e.Name), lang.L("Close"), content, w.win)
	d.Resize(fyne.NewSize(640, 440))
	d.Show()
	scroll.ScrollToBottom()
}

// showEngineFault reports an engine's failure with its last lines.
func (w *Window) showEngineFault(title, message, lines string) {
	msg := widget.NewLabel(message)
	msg.Wrapping = fyne.TextWrapWord
	grid := widget.NewTextGridFromString(strings.TrimRight(lines, "\n"))
	scroll := container.NewScroll(grid)
	scroll.SetMinSize(fyne.NewSize(540, 180))
	content := container.NewBorder(msg, nil, nil, nil, scroll)
	d := dialog.NewCustom(title, lang.L("OK"), content, w.win)
	d.Resize(fyne.NewSize(600, 360))
	d.Show()
	scroll.ScrollToBottom()
}
