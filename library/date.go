package library

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// NormalDate reads a game's Date tag as the files of many programs and people write it — PGN's
// "2003.10.07", "2013-04-18 09:30", "20090428-8:30", "1990年1月5日", "２００１年", "9/14/1977",
// "93-5-3" — and gives the date in one form, year-month-day as far as it is known ("2003-10-07",
// "1987-02", "2001"), with its year. A text that names no year ("7.9", "5月", "????.??.??") is
// given back as it is (trimmed), with year 0. A year before 1900 is a typing error, not a
// recorded game (the master games have 1193 and 1882 among games of the 1990s and 1980s), and one
// after 2999 too: such a date is kept as written, with year 0. A date of 1905 that is a year
// turned into a day number by a spreadsheet ("1905-6-19" for 1997) gives that year.
func NormalDate(raw string) (string, int) {
	s := strings.TrimSpace(raw)
	nums, seps := dateFields(s)
	y, m, d := 0, 0, 0
	switch {
	case len(nums) == 0:
	case len(nums[0]) == 8: // 20050518, 20090428-8:30
		y, m, d = atoi(nums[0][:4]), atoi(nums[0][4:6]), atoi(nums[0][6:])
	case len(nums[0]) == 4 || len(nums[0]) == 2 && seps[0] == '年':
		// 2003.10.07, 1990年1月5日, 1995.9, 2001, 87年6月25日
		y = atoi(nums[0])
		if len(nums[0]) == 2 {
			y = century(y)
		}
		if len(nums) > 1 && len(nums[1]) <= 2 && ymdSep(seps[0], '年') {
			m = atoi(nums[1])
			// The day follows the same separator as the month (2003.10.07) or 月 after 年.
			if len(nums) > 2 && len(nums[2]) <= 2 && (seps[1] == seps[0] && seps[0] != '年' || seps[0] == '年' && seps[1] == '月') {
				d = atoi(nums[2])
			}
		}
	case len(nums) >= 3 && len(nums[0]) <= 2 && len(nums[1]) <= 2 && seps[0] == seps[1] && seps[0] != '年' &&
		(len(nums[2]) == 4 || len(nums[2]) == 2 && (seps[0] == '/' || seps[0] == ',' || atoi(nums[2]) > 31)):
		// The year last: 19-8-2009, 9/14/1977, 10/30/99, 09，09，2000, 1-27--83 (two digits that
		// cannot be a day). Day first after a hyphen or a full stop, month first after a slash or a
		// comma (as the files that write them do), unless the number cannot be a month.
		y, m, d = atoi(nums[2]), atoi(nums[0]), atoi(nums[1])
		if len(nums[2]) == 2 {
			y = century(y)
		}
		if m > 12 || d <= 12 && (seps[0] == '-' || seps[0] == '.') {
			m, d = d, m
		}
	case len(nums) >= 3 && len(nums[0]) == 2 && len(nums[1]) <= 2 && len(nums[2]) <= 2 && seps[0] == seps[1] && (seps[0] == '-' || seps[0] == '.'):
		// 93-5-3, 62-6-5, 02.6.22: a year of two digits first, as Chinese dates are written; but a
		// first number of 13 to 31 before full stops is a day (27.05.01, the 27th of May 2001).
		y, m, d = century(atoi(nums[0])), atoi(nums[1]), atoi(nums[2])
		if a := atoi(nums[0]); seps[0] == '.' && a >= 13 && a <= 31 {
			y, d = century(atoi(nums[2])), a
		}
	case len(nums[0]) > 4: // 1989032, 199604XX, 19934.30: digits lost or run together, the year first
		y = atoi(nums[0][:4])
	}
	if y < 1900 || y > 2999 {
		return s, 0
	}
	if y == 1905 && m >= 1 && m <= 12 && d >= 1 {
		// A year typed into a spreadsheet's date cell is taken for a day number and shown as the
		// date that many days after 1899-12-30: 1997 becomes 1905-06-19. The master games have
		// three such dates (events of 1991-1997) and no game of 1905, so a whole date from
		// 1905-03-14 to 1905-09-29 is read as the year 1900-2099 it came from.
		serial := int(time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC).Sub(time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)).Hours() / 24)
		if serial >= 1900 && serial <= 2099 {
			return fmt.Sprintf("%04d", serial), serial
		}
	}
	if m < 1 || m > 12 {
		return fmt.Sprintf("%04d", y), y
	}
	if d < 1 || d > time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day() {
		return fmt.Sprintf("%04d-%02d", y, m), y
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d), y
}

// GameDate is NormalDate for a game's Date tag, with the date corrected where the master games'
// dataset mistyped it (the other games of the event show the year): of the 1993 national
// championship (93全國象棋錦標賽, 20 April to 4 May 1993, some 900 games), three are dated
// "1933.4.30" or "1193.4.30" and one "1994.4.23"; of the 1982 individual championship
// (1982年全國象棋個人賽), one game "1882年12月5日". The library stores and lists a game's date so,
// and the explorer's years follow; the game keeps its own Date tag.
func GameDate(event, date string) (string, int) {
	event, date = strings.TrimSpace(event), strings.TrimSpace(date)
	switch {
	case strings.HasPrefix(event, "93全國象棋錦標賽") && (date == "1933.4.30" || date == "1193.4.30"):
		date = "1993.4.30"
	case strings.HasPrefix(event, "93全國象棋錦標賽") && date == "1994.4.23":
		date = "1993.4.23"
	case strings.HasPrefix(event, "1982年全國象棋個人賽") && date == "1882年12月5日":
		date = "1982年12月5日"
	}
	return NormalDate(date)
}

// ymdSep says whether r separates the parts of a date after a year or month: a full stop, a
// hyphen, a slash or the Chinese unit.
func ymdSep(r, unit rune) bool {
	return r == '.' || r == '-' || r == '/' || r == unit
}

// dateFields cuts the digits at the start of a date into numbers (at most three), each with the
// character after it (0 at the end). Full-width digits and signs count as their ASCII forms; the
// first character that is neither a digit nor a separator ends the date, and so does a second
// separator in a row, as the times and ranges after a date ("2004.3.18－20", "1995年10月9日上午"),
// unless it is the same full stop, hyphen or slash typed twice ("1993..4.27").
func dateFields(s string) (nums []string, seps []rune) {
	var cur strings.Builder
	for len(s) > 0 && len(nums) < 3 {
		r, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		r = foldWidth(r)
		if r >= '0' && r <= '9' {
			cur.WriteRune(r)
			continue
		}
		if cur.Len() == 0 {
			if len(seps) > 0 && seps[len(seps)-1] == r && strings.ContainsRune(".-/", r) {
				continue // a separator typed twice: 1993..4.27, 2004.12..1
			}
			break
		}
		nums, seps = append(nums, cur.String()), append(seps, r)
		cur.Reset()
		if !strings.ContainsRune(".-/,年月日 ", r) {
			break
		}
	}
	if cur.Len() > 0 && len(nums) < 3 {
		nums, seps = append(nums, cur.String()), append(seps, 0)
	}
	for len(seps) < 3 {
		seps = append(seps, 0)
	}
	return nums, seps
}

// foldWidth gives a full-width digit or sign its ASCII form, and the ideographic full stop and
// comma theirs.
func foldWidth(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFF01 + '!'
	case r == '。':
		return '.'
	case r == '、':
		return ','
	}
	return r
}

// century makes a year of two digits one of the 1900s from 30 on, of the 2000s below.
func century(yy int) int {
	if yy < 30 {
		return 2000 + yy
	}
	return 1900 + yy
}

// atoi reads a number of digits only (dateFields' numbers).
func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
		if n > 1e6 {
			return n
		}
	}
	return n
}

// redate is migrations 9 and 11: it stores every game's date as GameDate reads its Date tag, with the
// year, and sets again the first and last years of the explorer's moves in the positions of the
// games whose year changed.
func redate(ctx context.Context, conn *sql.Conn) error {
	type change struct {
		id   int64
		date string
		year any
	}
	var changes []change
	var newYear []int64
	rows, err := conn.QueryContext(ctx, "SELECT id, date, coalesce(year, 0), tags FROM games")
	if err != nil {
		return err
	}
	for rows.Next() {
		var id int64
		var date, tags string
		var year int
		if err := rows.Scan(&id, &date, &year, &tags); err != nil {
			rows.Close()
			return err
		}
		d, y := GameDate(tagValue(tags, "Event"), tagValue(tags, "Date"))
		if d == date && y == year {
			continue
		}
		c := change{id: id, date: d}
		if y != 0 {
			c.year = y
		}
		changes = append(changes, c)
		if y != year {
			newYear = append(newYear, id)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, c := range changes {
		if _, err := conn.ExecContext(ctx, "UPDATE games SET date = ?, year = ? WHERE id = ?", c.date, c.year, c.id); err != nil {
			return err
		}
	}
	if len(newYear) == 0 {
		return nil
	}
	if _, err := conn.ExecContext(ctx, "CREATE TEMP TABLE redated (id INTEGER PRIMARY KEY)"); err != nil {
		return err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "DROP TABLE IF EXISTS temp.redated")
	for _, id := range newYear {
		if _, err := conn.ExecContext(ctx, "INSERT INTO redated VALUES (?)", id); err != nil {
			return err
		}
	}
	years := func(agg string) string {
		return `(SELECT ` + agg + `(g.year) FROM positions p JOIN games g ON g.id = p.game
			WHERE p.key = moves.key AND p.move = moves.move AND g.coll = moves.coll)`
	}
	_, err = conn.ExecContext(ctx, "UPDATE moves SET ymin = "+years("min")+", ymax = "+years("max")+
		" WHERE key IN (SELECT key FROM positions WHERE game IN (SELECT id FROM redated))")
	return err
}

// tagValue finds a tag's value in a game's tags column (name TAB value LF), or "".
func tagValue(tags, name string) string {
	for line := range strings.Lines(tags) {
		if n, v, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "\t"); ok && n == name {
			return v
		}
	}
	return ""
}
