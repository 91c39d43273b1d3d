package library

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chuhe-xq/chuhe/core"
)

// gameYear is the year the library reads in a game's Date tag (GameDate).
func gameYear(g *core.PGNGame) int {
	event, _ := g.Tags.Get("Event")
	date, _ := g.Tags.Get("Date")
	_, y := GameDate(event, date)
	return y
}

// TestNormalDate: the forms of the master games' and other programs' Date tags (every one here is
// found in the Chinese Chess Practical Dataset), read as a person reads them.
func TestNormalDate(t *testing.T) {
	cases := []struct {
		raw, date string
		year      int
	}{
		// PGN's own form, and with parts unknown.
		{"2003.10.07", "2003-10-07", 2003}, {"1955.5", "1955-05", 1955}, {"2001.??.??", "2001", 2001}, {"????.??.??", "????.??.??", 0},
		{"1900", "1900", 1900}, {"", "", 0},
		// ISO, with a time or a range after it (the time is not the date).
		{"2013-04-18", "2013-04-18", 2013}, {"2011-10-24 13:00", "2011-10-24", 2011}, {"2010-04-17 08:3", "2010-04-17", 2010},
		{"2011-11-13 15:00-18:00", "2011-11-13", 2011}, {"1998-12-7", "1998-12-07", 1998},
		// Digits run together, with a time after a hyphen in full-width digits.
		{"20050518", "2005-05-18", 2005}, {"20090428-8：30", "2009-04-28", 2009},
		// Chinese: 年月日, full-width digits, a range, the half of the day, a time.
		{"1990年1月5日", "1990-01-05", 1990}, {"２００１年", "2001", 2001}, {"２０００年１１月１２日", "2000-11-12", 2000},
		{"2007年1月", "2007-01", 2007}, {"1999年8月20日-25日", "1999-08-20", 1999}, {"1995年10月9日上午", "1995-10-09", 1995},
		{"2005年11月7日8.30", "2005-11-07", 2005}, {"2004.3.18－20", "2004-03-18", 2004}, {"2001。3。17", "2001-03-17", 2001},
		// Two digits of year, first or last; the order of day and month after the separator.
		{"93-5-3", "1993-05-03", 1993}, {"62-6-5", "1962-06-05", 1962}, {"87年6月25日", "1987-06-25", 1987}, {"03年8月2日-6日", "2003-08-02", 2003},
		{"9/14/1977", "1977-09-14", 1977}, {"10/30/99", "1999-10-30", 1999}, {"20/11/97", "1997-11-20", 1997}, {"2/11/99", "1999-02-11", 1999},
		{"19-8-2009", "2009-08-19", 2009}, {"1-7-2009", "2009-07-01", 2009}, {"09，09，2000", "2000-09-09", 2000}, {"08，19，2000", "2000-08-19", 2000},
		{"56。12。26", "1956-12-26", 1956}, {"02-07-31", "2002-07-31", 2002}, {"02.6.22", "2002-06-22", 2002},
		{"27.05.01", "2001-05-27", 2001}, {"26.5.01", "2001-05-26", 2001},
		// A separator typed twice.
		{"1993..4.27", "1993-04-27", 1993}, {"2004.12..1", "2004-12-01", 2004}, {"1995--3-2", "1995-03-02", 1995},
		{"1-27--83", "1983-01-27", 1983}, {"27-1-83", "1983-01-27", 1983}, {"93-5-31", "1993-05-31", 1993},
		// Digits lost or run together: the year is still there.
		{"1989032", "1989", 1989}, {"199604XX", "1996", 1996}, {"19934.30", "1993", 1993},
		// No year, or none that can be right: kept as written.
		{"7.9", "7.9", 0}, {"5月", "5月", 0}, {"10月28日下午", "10月28日下午", 0}, {"1193.4.30", "1193.4.30", 0},
		{"1882年12月5日", "1882年12月5日", 0}, {"999.3.2", "999.3.2", 0}, {"0000-00-00", "0000-00-00", 0}, {"&nbsp;", "&nbsp;", 0},
		{"  2003.10.07 ", "2003-10-07", 2003}, {" 7.9 ", "7.9", 0},
		// A month or day that cannot be: the year (and month) kept.
		{"2003.13.01", "2003", 2003}, {"2003.02.30", "2003-02", 2003}, {"2004.02.29", "2004-02-29", 2004}, {"2003.00.00", "2003", 2003},
		// A year a spreadsheet took for a day number (1997 days after 1899-12-30); other dates of 1905 as written.
		{"1905-6-19", "1997", 1997}, {"1905-6-13", "1991", 1991}, {"1905.03.14", "1900", 1900}, {"1905-09-29", "2099", 2099},
		{"1905.03.13", "1905-03-13", 1905}, {"1905-09-30", "1905-09-30", 1905}, {"1905-06", "1905-06", 1905}, {"1905", "1905", 1905},
	}
	for _, tc := range cases {
		if d, y := NormalDate(tc.raw); d != tc.date || y != tc.year {
			t.Errorf("NormalDate(%q) = %q, %d; want %q, %d", tc.raw, d, y, tc.date, tc.year)
		}
	}
}

// TestGameDate: the master games' mistyped dates are read as the years of their events; other
// games, and other dates of those events, as NormalDate reads them.
func TestGameDate(t *testing.T) {
	cases := []struct {
		event, raw, date string
		year             int
	}{
		{"93全國象棋錦標賽 飛相對起馬", "1933.4.30", "1993-04-30", 1993},
		{"93全國象棋錦標賽 順炮直車對橫車", "1193.4.30", "1993-04-30", 1993},
		{" 93全國象棋錦標賽 五六炮對反宮馬", " 1933.4.30 ", "1993-04-30", 1993},
		{"1982年全國象棋個人賽 中炮過河車對屏風馬平炮兌車", "1882年12月5日", "1982-12-05", 1982},
		{"93全國象棋錦標賽 飛    相   局", "1994.4.23", "1993-04-23", 1993}, {"93全國象棋錦標賽 飛相局", "1993.4.22", "1993-04-22", 1993},
		{"94全國象棋錦標賽", "1994.4.23", "1994-04-23", 1994},
		{"近代名家對局", "1933.4.30", "1933-04-30", 1933},
		{"", "1193.4.30", "1193.4.30", 0},
		{"八屆銀荔杯全國冠軍賽", "1905-6-19", "1997", 1997},
	}
	for _, tc := range cases {
		if d, y := GameDate(tc.event, tc.raw); d != tc.date || y != tc.year {
			t.Errorf("GameDate(%q, %q) = %q, %d; want %q, %d", tc.event, tc.raw, d, y, tc.date, tc.year)
		}
	}
}

// FuzzNormalDate: any text is read without a panic; a date read has a year in range, begins with it,
// is of one of the three forms and reads as itself; a text without a year is given back trimmed.
func FuzzNormalDate(f *testing.F) {
	for _, s := range []string{"2003.10.07", "1990年1月5日", "２００１年", "9/14/1977", "93-5-3", "20090428-8：30", "7.9", "", "19-8-2009"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		d, y := NormalDate(raw)
		if y == 0 {
			if d != strings.TrimSpace(raw) {
				t.Fatalf("NormalDate(%q) = %q without a year, want the text", raw, d)
			}
			return
		}
		if y < 1900 || y > 2999 || !strings.HasPrefix(d, fmt.Sprintf("%04d", y)) || !utf8.ValidString(d) {
			t.Fatalf("NormalDate(%q) = %q, %d", raw, d, y)
		}
		if n := len(d); n != 4 && n != 7 && n != 10 {
			t.Fatalf("NormalDate(%q) = %q: not year, year-month or year-month-day", raw, d)
		}
		if d2, y2 := NormalDate(d); d2 != d || y2 != y {
			t.Fatalf("NormalDate(%q) = %q, %d; but NormalDate(%q) = %q, %d", raw, d, y, d, d2, y2)
		}
	})
}

// TestMigrateDates: a library of version 8 kept dates as written and knew a year only where a date
// began with one; migration 9 stores the dates in one form and gives the explorer the years found.
// A library of version 10 took spreadsheets' day numbers for dates of 1905; migration 11 reads
// their years. A library of version 12 read a date with a separator typed twice as its year, or
// its year and month; migration 13 reads it whole.
func TestMigrateDates(t *testing.T) {
	t.Run("from8", func(t *testing.T) {
		raw := []string{"２００１年", "9/14/1977", "2013-04-18 09:30", "93-5-3", "1990年1月5日", "2003.10.07", "7.9", "", "19-8-2009", "1905-6-19"}
		testMigrateDates(t, 8, raw, func(date string) (string, any) {
			// What version 8 stored: the date as written, the year of its first four digits.
			if y, err := strconv.Atoi(date[:min(4, len(date))]); err == nil && len(date) >= 4 && y >= 1900 {
				return date, y
			}
			return date, nil
		})
	})
	t.Run("from10", func(t *testing.T) {
		raw := []string{"1905-6-19", "1905-6-17", "1993-05-03", "1905-6-13", "2003.10.07", "1905.03.13",
			"93全國象棋錦標賽 飛相對起馬|1933.4.30", "93全國象棋錦標賽 順炮直車對橫車|1193.4.30"}
		testMigrateDates(t, 10, raw, func(date string) (string, any) {
			// What versions 9 and 10 stored: year-month-day as NormalDate read the Date tag.
			switch date {
			case "1905-6-19", "1905-6-17", "1905-6-13":
				return "1905-06-" + date[7:], 1905
			case "1193.4.30":
				return date, nil
			case "1933.4.30":
				return "1933-04-30", 1933
			}
			d, y := NormalDate(date)
			return d, y
		})
	})
	t.Run("from12", func(t *testing.T) {
		raw := []string{"1993..4.27", "2004.12..1", "1993-05-03", "2003.10.07", "1-27--83", "4-5--99"}
		testMigrateDates(t, 12, raw, func(date string) (string, any) {
			// What versions 11 and 12 stored: a separator typed twice ended the date.
			switch date {
			case "1993..4.27":
				return "1993", 1993
			case "2004.12..1":
				return "2004-12", 2004
			case "1-27--83", "4-5--99":
				return date, nil
			}
			d, y := GameDate("", date)
			if y == 0 {
				return d, nil
			}
			return d, y
		})
	})
}

// testMigrateDates stores games dated raw (cycled; "event|date" gives the game an event too) in a
// library of the version, with the date and year the version stored (old), and checks the dates,
// years and explorer after migrating.
func testMigrateDates(t *testing.T, version int, raw []string, old func(date string) (string, any)) {
	games := uniqueGames(randomGames(3, 60, 30))
	dates := make([]string, len(raw))
	for i, r := range raw {
		event, date, ok := strings.Cut(r, "|")
		if !ok {
			event, date = "", r
		}
		dates[i] = date
		for k := i; k < len(games); k += len(raw) {
			games[k].Tags.Set("Date", date)
			if event != "" {
				games[k].Tags.Set("Event", event)
			}
		}
	}
	l := migrated(t, version, func(lib *Library) {
		if _, _, err := lib.ImportGames(t.Context(), games, "dates", ImportOptions{}); err != nil {
			t.Fatal(err)
		}
		for i, g := range games {
			date, year := old(dates[i%len(raw)])
			r, err := newRecord(g, "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := lib.db.Exec("UPDATE games SET date = ?, year = ? WHERE hash = ?", date, year, r.hash); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := lib.db.Exec(`UPDATE moves SET
			ymin = (SELECT min(g.year) FROM positions p JOIN games g ON g.id = p.game WHERE p.key = moves.key AND p.move = moves.move),
			ymax = (SELECT max(g.year) FROM positions p JOIN games g ON g.id = p.game WHERE p.key = moves.key AND p.move = moves.move)`); err != nil {
			t.Fatal(err)
		}
	})
	checkExplorer(t, l, games)
	checkConsistent(t, l.path)
	got, err := l.Games(t.Context(), Filter{Order: ByID})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(games) {
		t.Fatalf("%d games, want %d", len(got), len(games))
	}
	for _, g := range got {
		pg, err := l.Game(t.Context(), g.ID)
		if err != nil {
			t.Fatal(err)
		}
		written, _ := pg.Tags.Get("Date")
		event, _ := pg.Tags.Get("Event")
		want, wantYear := GameDate(event, written)
		if g.Date != want || g.Year != wantYear {
			t.Errorf("game %d (Date %q): date %q, year %d; want %q, %d", g.ID, written, g.Date, g.Year, want, wantYear)
		}
	}
}
