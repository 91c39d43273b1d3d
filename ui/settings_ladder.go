package ui

import (
	"encoding/json"
	"fmt"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/ai"
)

// oldLevelField is the level as versions before the ladder kept it: "level", 1 to 8. Read, it is
// mapped onto the ladder (ai.LevelFromOld); written, it is the old level nearest in strength, so
// that an older version finds a level it knows. The ladder's own level follows it in the file as
// "ladderLevel" and, read after it, wins.
func oldLevelField(v *int) settingField {
	set := func(n int) error {
		if n < 1 || n > 8 {
			return fmt.Errorf("level: %d is out of range (want 1 to 8)", n)
		}
		*v = ai.LevelFromOld(n)
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

// ladderFields are the settings of the level ladder and the player's profile, after the older
// "level" in the file.
func (s *Settings) ladderFields() []settingField {
	return []settingField{
		ladderLevelField(&s.Level),
		boolField("adaptive", &s.Adaptive),
		boolField("humanPace", &s.HumanPace),
	}
}

// ladderLevelField is the ladder's level, "ladderLevel". The ladder had twenty levels before it had
// twenty-six, its full engine at 20, written beside the old level 8; the full engine is the top level
// now, and a file with both (read after "level", which set *v to the top) keeps it.
func ladderLevelField(v *int) settingField {
	f := intField("ladderLevel", v, fmt.Sprintf("1 to %d", ai.MaxLevel), func(n int) bool { return n >= 1 && n <= ai.MaxLevel })
	fromJSON, fromPrefs := f.fromJSON, f.fromPrefs
	const oldTop = 20 // the full engine of the twenty-level ladder
	keepTop := func(read func() error) error {
		top := *v == ai.MaxLevel
		err := read()
		if err == nil && top && *v == oldTop {
			*v = ai.MaxLevel
		}
		return err
	}
	f.fromJSON = func(raw json.RawMessage) error {
		return keepTop(func() error { return fromJSON(raw) })
	}
	f.fromPrefs = func(p fyne.Preferences) (found bool, err error) {
		err = keepTop(func() error { found, err = fromPrefs(p); return err })
		return found, err
	}
	return f
}
