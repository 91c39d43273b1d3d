package ui

import (
	"encoding/json"
	"fmt"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/ai"
)

// levelsRead is what a settings file said of the level in its three fields, in whichever order
// they came (0: not said).
type levelsRead struct{ old, ladder, size int }

// resolve sets *v from what was read: the ladder's level when the file has one, mapped from the
// ladder the file was written with (ai.LevelOfLadder: an older ladder's top, the full engine, is
// the top level now), else the old level mapped onto the ladder.
func (r *levelsRead) resolve(v *int) {
	switch {
	case r.ladder != 0:
		*v = ai.LevelOfLadder(r.ladder, r.ladderSize())
	case r.old != 0:
		*v = ai.LevelFromOld(r.old)
	}
}

// ladderSize is the number of levels of the ladder the file was written with: said in the file
// since the ladder had 28 levels ("ladderLevels"; 27, then 26 since). Before, the twenty-level
// ladder wrote its full engine, level 20, beside the old level 8; the first 26-level ladder wrote
// its level 20 beside the old level 6, and its full engine, level 26, beside the old level 8.
func (r *levelsRead) ladderSize() int {
	switch {
	case r.size != 0:
		return r.size
	case r.ladder == ai.Ladder20 && r.old != 0 && ai.LevelFromOld(r.old) == ai.MaxLevel:
		return ai.Ladder20
	default:
		return ai.Ladder26
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
		ladderSizeField(&s.Level, r),
		boolField("adaptive", &s.Adaptive),
		boolField("humanPace", &s.HumanPace),
	}
}

// ladderLevelField is the ladder's level, "ladderLevel": read into r and resolved with the older
// "level" (levelsRead.resolve); written from *v.
func ladderLevelField(v *int, r *levelsRead) settingField {
	return resolvedField("ladderLevel", &r.ladder, v, r, func() any { return *v })
}

// ladderSizeField is the number of levels of the ladder the file was written with, "ladderLevels",
// so that a level written by a version with fewer levels is read as the level it was
// (levelsRead.resolve); written as this version's ai.MaxLevel.
func ladderSizeField(v *int, r *levelsRead) settingField {
	return resolvedField("ladderLevels", &r.size, v, r, func() any { return ai.MaxLevel })
}

// resolvedField reads a number from 1 to ai.LargestLadder (a level, or a ladder's size, that some
// version wrote: the 28-level ladder's are above this one's) into *into, part of r, and resolves the
// level *v from all r holds after each read; value is what is written.
func resolvedField(key string, into, v *int, r *levelsRead, value func() any) settingField {
	f := intField(key, into, fmt.Sprintf("1 to %d", ai.LargestLadder), func(n int) bool { return n >= 1 && n <= ai.LargestLadder })
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
	f.value = value
	return f
}
