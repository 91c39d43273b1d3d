package ui

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
)

// The new game dialog: who plays which side, the level, a handicap and the clocks, in one place.

// NewGameChoices are the new game dialog's answers.
type NewGameChoices struct {
	Mode  Mode
	Level int
	// Adaptive: the computer plays the level that gives the user an even chance (AdaptiveLevel,
	// the level it would play now, is shown beside it).
	Adaptive      bool
	AdaptiveLevel int
	// Handicap, given by the user (HandicapByUser) or the computer; with two players, or the
	// computer on both sides, by Black (HandicapByUser) or Red.
	Handicap       core.Handicap
	HandicapByUser bool
	// Time is the players' clock; ComputerTime the computer's when ComputerTimeDiffers.
	Time, ComputerTime  TimeControl
	ComputerTimeDiffers bool
}

// NewGameChoices are the choices of the last new game, from the settings.
func (c *Controller) NewGameChoices() NewGameChoices {
	s := c.settings
	if z := c.pz; z != nil && z.demo {
		// A puzzle's solution is played by the computer for both sides; the user played one.
		s.Mode = PlayRed
		if z.side == core.Black {
			s.Mode = PlayBlack
		}
	}
	return NewGameChoices{Mode: s.Mode, Level: s.Level, Adaptive: s.Adaptive, AdaptiveLevel: c.AdaptiveLevel(), Handicap: s.Handicap, HandicapByUser: s.HandicapByUser,
		Time: s.TimeControl, ComputerTime: s.ComputerTime, ComputerTimeDiffers: s.ComputerTimeDiffers}
}

// StartNewGame keeps the choices in the settings and starts a game with them.
func (c *Controller) StartNewGame(ch NewGameChoices) {
	if c.settings.Adaptive = ch.Adaptive; ch.Adaptive {
		ch.Level = c.AdaptiveLevel()
	}
	c.SetLevel(ch.Level)
	c.settings.Handicap, c.settings.HandicapByUser = ch.Handicap, ch.HandicapByUser
	c.settings.TimeControl, c.settings.ComputerTime = ch.Time, ch.ComputerTime
	c.settings.ComputerTimeDiffers = ch.ComputerTimeDiffers
	c.NewGame(ch.Mode)
}

// newGameForm is the dialog's form, apart from the dialog so that tests can fill it in.
type newGameForm struct {
	mode, level, handicap, giver, time, computerTime *DialogSelect
	customBase, customInc                            *DialogEntry
	differs                                          *widget.Check
	// customByoyomi makes the custom clock's seconds a byoyomi period instead of an increment.
	customByoyomi *widget.Check
	form          *widget.Form
	box           *fyne.Container // holds form
	modes         []Mode
	// items are the form's rows; refresh shows those that apply.
	items struct {
		mode, level, handicap, giver, time, custom, customByoyomi, differs, computer *widget.FormItem
	}
}

// timeChoices are the time control choices: none, the presets, custom.
func timeChoices() []string {
	out := []string{lang.L("No clock")}
	for _, tc := range TimeControlPresets() {
		out = append(out, tc.Label())
	}
	return append(out, lang.L("Custom…"))
}

// timeChoice is the choice showing tc (custom when it is not a preset).
func timeChoice(tc TimeControl) string {
	if !tc.On() {
		return lang.L("No clock")
	}
	for _, p := range TimeControlPresets() {
		if p == tc {
			return p.Label()
		}
	}
	return lang.L("Custom…")
}

func newNewGameForm(ch NewGameChoices) *newGameForm {
	f := &newGameForm{modes: Modes()}
	modeNames := []string{lang.L("Play Red"), lang.L("Play Black"), lang.L("Two players"), lang.L("Computer vs computer")}
	f.mode = NewDialogSelect(modeNames, nil)
	levels := levelChoices(ch.AdaptiveLevel)
	f.level = NewDialogSelect(levels, nil)
	var handicaps []string
	for _, h := range core.Handicaps() {
		handicaps = append(handicaps, lang.L(h.String()))
	}
	f.handicap = NewDialogSelect(handicaps, nil)
	f.giver = NewDialogSelect(nil, nil)
	f.time = NewDialogSelect(timeChoices(), nil)
	presets := timeChoices()
	f.computerTime = NewDialogSelect(presets[:len(presets)-1], nil) // no custom: its fields are the players'
	f.customBase, f.customInc = NewDialogEntry(), NewDialogEntry()
	f.customBase.SetPlaceHolder(lang.L("minutes"))
	f.customInc.SetPlaceHolder(lang.L("seconds a move"))
	f.differs = widget.NewCheck(lang.L("Different time for the computer"), nil)
	f.customByoyomi = widget.NewCheck(lang.L("Byoyomi: seconds a move after the minutes"), nil)
	f.form = widget.NewForm()
	f.box = container.NewStack(f.form)
	f.items.mode = widget.NewFormItem(lang.L("Who plays"), f.mode)
	f.items.level = widget.NewFormItem(lang.L("Level"), f.level)
	f.items.handicap = widget.NewFormItem(lang.L("Handicap"), f.handicap)
	f.items.giver = widget.NewFormItem(lang.L("Given by"), f.giver)
	f.items.time = widget.NewFormItem(lang.L("Clock"), f.time)
	f.items.custom = widget.NewFormItem("", container.NewGridWithColumns(2, f.customBase, f.customInc))
	f.items.custom.HintText = lang.L("minutes, then seconds a move") // the placeholders go once filled in
	f.items.customByoyomi = widget.NewFormItem("", f.customByoyomi)
	f.items.differs = widget.NewFormItem("", f.differs)
	f.items.computer = widget.NewFormItem(lang.L("Computer's clock"), f.computerTime)
	// Fill in, then let the choices show and hide what depends on them.
	f.mode.SetSelectedIndex(max(0, slices.Index(f.modes, ch.Mode)))
	f.level.SetSelectedIndex(levelChoice(ch))
	f.handicap.SetSelectedIndex(int(ch.Handicap))
	f.time.SetSelected(timeChoice(ch.Time))
	if ch.Time.On() {
		// Two decimals at most: 5 s is "0.08" minutes, not "0.08333333333333333".
		f.customBase.SetText(strconv.FormatFloat(math.Round(ch.Time.Base.Minutes()*100)/100, 'f', -1, 64))
		secs := ch.Time.Inc
		if ch.Time.Byoyomi > 0 {
			secs = ch.Time.Byoyomi
			f.customByoyomi.SetChecked(true)
		}
		f.customInc.SetText(strconv.FormatFloat(secs.Seconds(), 'f', -1, 64))
	}
	f.differs.SetChecked(ch.ComputerTimeDiffers)
	f.computerTime.SetSelected(timeChoice(ch.ComputerTime))
	if f.computerTime.Selected == "" {
		f.computerTime.SetSelected(lang.L("No clock")) // a custom time: only the players' clock is custom
	}
	f.mode.OnChanged = func(string) { f.refresh(ch.HandicapByUser) }
	f.handicap.OnChanged = func(string) { f.refresh(f.giver.SelectedIndex() == 1) }
	f.time.OnChanged = func(string) { f.refresh(f.giver.SelectedIndex() == 1) }
	f.differs.OnChanged = func(bool) { f.refresh(f.giver.SelectedIndex() == 1) }
	f.refresh(ch.HandicapByUser)
	return f
}

// refresh shows what applies to the choices made: the level against the computer, who gives the
// handicap, the custom clock's fields, the computer's own clock.
func (f *newGameForm) refresh(byUser bool) {
	m := f.modes[max(0, f.mode.SelectedIndex())]
	vsComputer := m == PlayRed || m == PlayBlack
	if m == TwoPlayers {
		f.level.Disable()
	} else {
		f.level.Enable()
	}
	givers := []string{lang.L("Red"), lang.L("Black")}
	if vsComputer {
		givers = []string{lang.L("the computer"), lang.L("you")}
	}
	f.giver.Options = givers
	f.giver.ClearSelected()
	if byUser {
		f.giver.SetSelectedIndex(1)
	} else {
		f.giver.SetSelectedIndex(0)
	}
	it := &f.items
	items := []*widget.FormItem{it.mode, it.level, it.handicap}
	if f.handicap.SelectedIndex() > 0 {
		items = append(items, it.giver)
	}
	items = append(items, it.time)
	if f.time.Selected == lang.L("Custom…") {
		items = append(items, it.custom, it.customByoyomi)
	}
	if f.time.SelectedIndex() > 0 && vsComputer {
		items = append(items, it.differs)
		if f.differs.Checked {
			items = append(items, it.computer)
		}
	}
	// A new form each time: Fyne's form does not lay out again rows inserted among its own.
	f.form = widget.NewForm(items...)
	f.box.Objects = []fyne.CanvasObject{f.form}
	f.box.Refresh()
}

// shown reports whether the form shows the row holding o.
func (f *newGameForm) shown(o fyne.CanvasObject) bool {
	for _, it := range f.form.Items {
		if it.Widget == o {
			return true
		}
		if c, ok := it.Widget.(*fyne.Container); ok {
			for _, x := range c.Objects {
				if x == o {
					return true
				}
			}
		}
	}
	return false
}

// choices reads the form; a custom clock that does not read is an error saying what is wrong.
func (f *newGameForm) choices() (NewGameChoices, error) {
	ch := NewGameChoices{
		Mode:           f.modes[max(0, f.mode.SelectedIndex())],
		Handicap:       core.Handicap(max(0, f.handicap.SelectedIndex())),
		HandicapByUser: f.giver.SelectedIndex() == 1,
	}
	ch.Level, ch.Adaptive = chosenLevel(f.level.SelectedIndex())
	var err error
	if ch.Time, err = f.timeControl(f.time); err != nil {
		return ch, err
	}
	if f.shown(f.differs) && f.differs.Checked {
		ch.ComputerTimeDiffers = true
		if ch.ComputerTime, err = f.timeControl(f.computerTime); err != nil {
			return ch, err
		}
	}
	return ch, nil
}

// timeControl is the time control a clock choice names, custom read from the entries.
func (f *newGameForm) timeControl(s *DialogSelect) (TimeControl, error) {
	i := s.SelectedIndex()
	switch {
	case i <= 0:
		return TimeControl{}, nil
	case i <= len(TimeControlPresets()):
		return TimeControlPresets()[i-1], nil
	}
	base, err := strconv.ParseFloat(strings.TrimSpace(strings.ReplaceAll(f.customBase.Text, ",", ".")), 64)
	if err != nil || !(base >= 0.5 && base <= 600) {
		return TimeControl{}, errors.New(lang.L("The clock's minutes: want a number from 0.5 to 600."))
	}
	inc := 0.0
	if t := strings.TrimSpace(f.customInc.Text); t != "" {
		inc, err = strconv.ParseFloat(strings.ReplaceAll(t, ",", "."), 64)
		if err != nil || !(inc >= 0 && inc <= 600) {
			return TimeControl{}, errors.New(lang.L("The clock's seconds a move: want a number from 0 to 600."))
		}
	}
	tc := TimeControl{Base: time.Duration(base * float64(time.Minute)).Round(time.Second)}
	secs := time.Duration(inc * float64(time.Second)).Round(100 * time.Millisecond)
	if !f.customByoyomi.Checked {
		tc.Inc = secs
		return tc, nil
	}
	if secs < time.Second {
		return TimeControl{}, errors.New(lang.L("The byoyomi period: want a number of seconds from 1 to 600."))
	}
	tc.Byoyomi = secs
	return tc, nil
}

// startNewGame begins the game chosen in f, the form of the dialog d (closed by Start). A custom
// clock that does not read brings d back as it was, under the error, to be mended.
func (w *Window) startNewGame(f *newGameForm, d dialog.Dialog) {
	ch, err := f.choices()
	if err != nil {
		d.Show()
		ShowError(err, w.win)
		return
	}
	w.c.StartNewGame(ch)
	w.refreshMenu()
}

// showNewGame opens the new game dialog; Start begins the game chosen.
func (w *Window) showNewGame() {
	f := newNewGameForm(w.c.NewGameChoices())
	var d *dialog.ConfirmDialog
	d = dialog.NewCustomConfirm(lang.L("New game"), lang.L("Start"), lang.L("Cancel"), f.box, func(ok bool) {
		if ok {
			w.startNewGame(f, d)
		}
	}, w.win)
	d.Resize(fyne.NewSize(460, 0))
	d.Show()
}
