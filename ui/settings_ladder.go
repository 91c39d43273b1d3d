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
		intField("ladderLevel", &s.Level, fmt.Sprintf("1 to %d", ai.MaxLevel), func(n int) bool { return n >= 1 && n <= ai.MaxLevel }),
		boolField("adaptive", &s.Adaptive),
		boolField("humanPace", &s.HumanPace),
	}
}
