package ui

import (
	"encoding/json"
	"fmt"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/ai"
)

// levelsRead is what a settings file said of the level in its two fields, in whichever order they
// came (0: not said).
type levelsRead struct{ old, ladder int }

// resolve sets *v from what was read: the ladder's level when the file has one, else the old level
// mapped onto the ladder. The ladder had twenty levels before it had twenty-six, its full engine at
// 20, written beside the old level 8: the full engine is the top level now, and such a file keeps it.
func (r *levelsRead) resolve(v *int) {
	const oldTop = 20 // the full engine of the twenty-level ladder
	switch {
	case r.ladder == oldTop && r.old != 0 && ai.LevelFromOld(r.old) == ai.MaxLevel:
		*v = ai.MaxLevel
	case r.ladder != 0:
		*v = r.ladder
	case r.old != 0:
		*v = ai.LevelFromOld(r.old)
	}
}

// oldLevelField is the level as versions before the ladder kept it: "level", 1 to 8. Read, it is
// mapped onto the ladder (ai.LevelFromOld) unless the file has the ladder's own level,
// "ladderLevel", which wins wherever it stands (r); written, it is the old level nearest in
// strength, so that an older version finds a level it knows.
func oldLevelField(v *int, r *levelsRead) settingField {
	set := func(n int) error {
		if n < 1 || n > 8 {
			return fmt.Errorf("level: %d is out of range (want 1 to 8)", n)
		}
		r.old = n
		r.resolve(v)
		return nil
	}
	return settingField{
		key: "level",
		fromJSON: func(raw json.RawMessage) error {
			var n int
			if err := json.Unmarshal(raw, &n); err != nil {
				return fmt.Errorf("level: want a whole number from 1 to 8, not %s", quote(raw))
			}
			return set(n)
		},
		fromPrefs: func(p fyne.Preferences) (bool, error) {
			n := p.IntWithFallback("level", 0)
			if n != p.IntWithFallback("level", 1) {
				return false, nil
			}
			return true, set(n)
		},
		value: func() any { return ai.OldLevel(*v) },
	}
}

// ladderFields are the settings of the level ladder and the player's profile; r is shared with the
// older "level".
func (s *Settings) ladderFields(r *levelsRead) []settingField {
	return []settingField{
		ladderLevelField(&s.Level, r),
		boolField("adaptive", &s.Adaptive),
		boolField("humanPace", &s.HumanPace),
	}
}

// ladderLevelField is the ladder's level, "ladderLevel": read into r and resolved with the older
// "level" (levelsRead.resolve); written from *v.
func ladderLevelField(v *int, r *levelsRead) settingField {
	f := intField("ladderLevel", &r.ladder, fmt.Sprintf("1 to %d", ai.MaxLevel), func(n int) bool { return n >= 1 && n <= ai.MaxLevel })
	fromJSON, fromPrefs := f.fromJSON, f.fromPrefs
	f.fromJSON = func(raw json.RawMessage) error {
		err := fromJSON(raw)
		r.resolve(v)
		return err
	}
	f.fromPrefs = func(p fyne.Preferences) (bool, error) {
		found, err := fromPrefs(p)
		r.resolve(v)
		return found, err
	}
	f.value = func() any { return *v }
	return f
}
