package gamefile

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// realGamesDir holds real game files written by other programs and websites, kept beside the
// repository and never in it (see its SOURCES.md). The tests that read it skip when it is absent.
const realGamesDir = "../../shared/realgames"

// realGames is what every file of realGamesDir gives: its format, each game's plies (the main
// line) and how many games have a fault (kept up to it or left out). The table was written from a
// reading and checked against what SOURCES.md says of the files (the same games in two formats
// agree: TestRealGamesAgree); the faults are the files' own: two WXF files name a pawn that two
// pawns can move (kept up to it), and BadMoveTest3.xqf moves from an empty point (kept up to it).
var realGames = map[string]struct {
	format   string
	plies    []int
	problems int
}{
	"eleeye/01.宝岛一号(先负)相眼竞技(A1-A2).PGN":  {PGN, []int{26}, 0},
	"eleeye/02.相眼竞技(先和)宝岛一号(A2-A1).PGN":  {PGN, []int{61}, 0},
	"eleeye/05.相眼竞技(先负)象棋旋风(A2-A6).PGN":  {PGN, []int{116}, 0},
	"eleeye/06.象棋旋风(先胜)相眼竞技(A6-A2).PGN":  {PGN, []int{123}, 0},
	"eleeye/07.相眼竞技(先胜)棋乐无穷(A2-A4).PGN":  {PGN, []int{105}, 0},
	"eleeye/08.棋乐无穷(先负)相眼竞技(A4-A2).PGN":  {PGN, []int{66}, 0},
	"eleeye/09.相眼竞技(先胜)理治棋壮(A2-A3).PGN":  {PGN, []int{85}, 0},
	"eleeye/10.理治棋壮(先和)相眼竞技(A3-A2).PGN":  {PGN, []int{90}, 0},
	"eleeye/11.相眼竞技(先胜)象棋ABC(D2-E3).PGN": {PGN, []int{89}, 0},
	"eleeye/12.象棋ABC(先负)相眼竞技(E3-D2).PGN": {PGN, []int{58}, 0},
	"eleeye/13.相眼竞技(先负)将神传说(D2-F3).PGN":  {PGN, []int{174}, 0},
	"eleeye/14.将神传说(先胜)相眼竞技(F3-D2).PGN":  {PGN, []int{49}, 0},
	"eleeye/15.相眼竞技(先负)梦入神机(D2-E2).PGN":  {PGN, []int{61}, 0},
	"eleeye/16.梦入神机(先胜)相眼竞技(E2-D2).PGN":  {PGN, []int{154}, 0},
	"eleeye/19.相眼竞技(先负)棋天大圣(D2-E1).PGN":  {PGN, []int{80}, 0},
	"eleeye/20.棋天大圣(先胜)相眼竞技(E1-D2).PGN":  {PGN, []int{66}, 0},
	"eleeye/21.相眼竞技(先负)象棋奇兵(D2-F1).PGN":  {PGN, []int{108}, 0},
	"eleeye/22.象棋奇兵(先胜)相眼竞技(F1-D2).PGN":  {PGN, []int{103}, 0},
	"eleeye/23.相眼竞技(先和)天机(D2-F2).PGN":    {PGN, []int{221}, 0},
	"eleeye/24.天机(先胜)相眼竞技(F2-D2).PGN":    {PGN, []int{81}, 0},
	"eleeye/SAMPLE.PGN":   {PGN, []int{75}, 0},
	"eleeye/SAMPLE.XQF":   {XQF, []int{75}, 0},
	"eleeye/XQFEXAMA.XQF": {XQF, []int{110}, 0},
	"eleeye/XQFEXAMB.XQF": {XQF, []int{87}, 0},
	"elephantchess/Cyclone_v6.2_[develop_091218]_(UCI2WB)-ElephantEye_3.1_(UCCI2WB)_13.pgn": {PGN, []int{131}, 0},
	"elephantchess/davide2022.pgn":                              {PGN, []int{80, 12, 100, 106, 112, 90, 110, 72, 108, 204, 82, 130, 134, 68, 79, 97, 147, 113, 115, 87, 121, 82, 119, 169, 89, 99}, 0},
	"elephantchess/example1.uci":                                {MoveList, []int{82}, 0},
	"elephantchess/game1.ubb":                                   {DhtmlXQ, []int{114}, 0},
	"elephantchess/game1.wxf":                                   {WXF, []int{121}, 1},
	"elephantchess/game2.wxf":                                   {WXF, []int{101}, 0},
	"elephantchess/game3.wxf":                                   {WXF, []int{86}, 0},
	"elephantchess/game4.wxf":                                   {WXF, []int{99}, 0},
	"elephantchess/game5.wxf":                                   {WXF, []int{85}, 1},
	"elephantchess/issue_545.pgn":                               {PGN, []int{112}, 0},
	"elephantchess/no_tag_game1.wxf":                            {MoveList, []int{94}, 0},
	"elephantchess/no_tag_game2.wxf":                            {MoveList, []int{100}, 0},
	"elephantchess/no_tag_game3.wxf":                            {MoveList, []int{99}, 0},
	"walker8088-cchess/030-黄松轩先胜冯敬如.XQF":                        {XQF, []int{37}, 0},
	"walker8088-cchess/1989年龙化杯象棋名师邀请赛35局.CBL":                  {CBL, []int{60, 133, 82, 90, 115, 110, 144, 58, 57, 75, 170, 105, 73, 104, 188, 63, 82, 57, 127, 119, 79, 55, 69, 47, 120, 56, 137, 74, 51, 74, 47, 53, 51, 62, 111, 111}, 0},
	"walker8088-cchess/BadMoveTest1.xqf":                        {XQF, []int{43}, 0},
	"walker8088-cchess/BadMoveTest2.xqf":                        {XQF, []int{35}, 0},
	"walker8088-cchess/BadMoveTest3.xqf":                        {XQF, []int{9}, 1},
	"walker8088-cchess/BadMoveTest4.xqf":                        {XQF, []int{9}, 0},
	"walker8088-cchess/EmptyTest.xqf":                           {XQF, []int{0}, 0},
	"walker8088-cchess/FiveGoatsTest.xqf":                       {XQF, []int{77}, 0},
	"walker8088-cchess/NoMove.xqf":                              {XQF, []int{0}, 0},
	"walker8088-cchess/UnitTest.xqf":                            {XQF, []int{5}, 0},
	"walker8088-cchess/WildHouse.xqf":                           {XQF, []int{65}, 0},
	"walker8088-cchess/endgame_test.pgn":                        {PGN, []int{25}, 0},
	"walker8088-cchess/game_test.xqf":                           {XQF, []int{58}, 0},
	"walker8088-cchess/game_varations.xqf":                      {XQF, []int{8}, 0},
	"walker8088-cchess/pawn_move.xqf":                           {XQF, []int{14}, 0},
	"walker8088-cchess/save.xqf":                                {XQF, []int{2}, 0},
	"walker8088-cchess/test.cbf":                                {CBF, []int{50}, 0},
	"walker8088-cchess/test.cbr":                                {CBR, []int{28}, 0},
	"walker8088-cchess/test.pgn":                                {PGN, []int{25}, 0},
	"walker8088-cchess/test1.xqf":                               {XQF, []int{110}, 0},
	"walker8088-cchess/test1_move.txt":                          {MoveList, []int{110}, 0},
	"walker8088-cchess/test2.cbf":                               {CBF, []int{75}, 0},
	"walker8088-cchess/test2.cbr":                               {CBR, []int{2}, 0},
	"walker8088-cchess/test2.pgn":                               {PGN, []int{102}, 0},
	"walker8088-cchess/test2.xqf":                               {XQF, []int{12}, 0},
	"walker8088-cchess/test_5_variations.xqf":                   {XQF, []int{6}, 0},
	"walker8088-cchess/ucci_test1.xqf":                          {XQF, []int{43}, 0},
	"walker8088-cchess/ucci_test1_move.txt":                     {MoveList, []int{43}, 0},
	"walker8088-cchess/ucci_test2.xqf":                          {XQF, []int{7}, 0},
	"walker8088-cchess/ucci_test3.xqf":                          {XQF, []int{3}, 0},
	"walker8088-cchess/uci_test_move.txt":                       {MoveList, []int{5}, 0},
	"walker8088-cchess/中炮对列炮黑先平士角炮.pgn":                         {PGN, []int{23}, 0},
	"wukong-derived/wukong_game_uci.pgn":                        {PGN, []int{95}, 0},
	"wukong-derived/wukong_single_game_wxf.pgn":                 {PGN, []int{95}, 0},
	"wukong-derived/wukong_winboard_maxqi.pgn":                  {PGN, []int{98}, 0},
	"wukong-derived/xqdb_gbk_game1.pgn":                         {PGN, []int{40}, 0},
	"wukong-derived/xqdb_traditional_game1.pgn":                 {PGN, []int{40}, 0},
	"wukong-xiangqi/116.html":                                   {DhtmlXQ, []int{85}, 0},
	"wukong-xiangqi/125.html":                                   {DhtmlXQ, []int{81}, 0},
	"wukong-xiangqi/44.html":                                    {DhtmlXQ, []int{127}, 0},
	"wukong-xiangqi/WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0).pgn":  {PGN, []int{87}, 0},
	"wukong-xiangqi/WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0)2.pgn": {PGN, []int{55}, 0},
	"wukong-xiangqi/bulk_games_uci.pgn":                         {PGN, []int{127, 76, 104, 73, 120, 107, 43, 95, 99, 85, 81, 124, 125, 45, 74}, 0},
	"wukong-xiangqi/xqdb_international.pgn":                     {PGN, []int{127, 76, 104, 73, 120, 107, 43, 95, 99, 85, 81, 124, 125, 45, 74}, 0},
	"wukong-xiangqi/xqdb_traditional.pgn":                       {PGN, []int{127, 76, 104, 73, 120, 107, 43, 95, 99, 85, 81, 124, 125, 45, 74}, 0},
	"xiang.js/千里獨行.pgn":                                         {PGN, []int{33}, 0},
	"xiang.js/许银川让九子对聂棋圣.pgn":                                   {PGN, []int{75}, 0},
	"xqwizard/001.pgn":                                          {PGN, []int{9}, 0},
	"xqwizard/002.pgn":                                          {PGN, []int{19}, 0},
	"xqwizard/005.pgn":                                          {PGN, []int{9}, 0},
	"xqwizard/010.pgn":                                          {PGN, []int{9}, 0},
	"xqwizard/013a.pgn":                                         {PGN, []int{12}, 0},
	"xqwizard/020.pgn":                                          {PGN, []int{25}, 0},
	"xqwizard/030.pgn":                                          {PGN, []int{17}, 0},
	"xqwizard/042a.pgn":                                         {PGN, []int{27}, 0},
	"xqwizard/050.pgn":                                          {PGN, []int{27}, 0},
	"xqwizard/060.pgn":                                          {PGN, []int{13}, 0},
	"xqwizard/1-01.顺炮横车破直车弃马.PGN":                               {PGN, []int{25}, 0},
	"xqwizard/1-02.顺炮横车破直车他先上马弃马.PGN":                           {PGN, []int{45}, 0},
	"xqwizard/1-03.顺炮横车破直车不食弃马.PGN":                             {PGN, []int{41}, 0},
	"xqwizard/1-10.顺炮直车左炮巡河破横车.PGN":                             {PGN, []int{43}, 0},
	"xqwizard/1-20.屏风马破当头炮.PGN":                                 {PGN, []int{33}, 0},
	"xqwizard/2-01.让先-顺炮横车破直车夺先.PGN":                            {PGN, []int{32}, 0},
	"xqwizard/3-01.让左马-顺炮横车破直车.PGN":                             {PGN, []int{27}, 0},
	"xqwizard/4-01.让双马-巡河炮破当头炮取兵.PGN":                           {PGN, []int{21}, 0},
	"xqwizard/SAMPLE_T.PGN":                                     {PGN, []int{75}, 0},
	"xqwizard/XQWIZARD_橘中秘_1.得先_1-01.顺炮横车破直车弃马.PGN":             {PGN, []int{25}, 0},
	"xqwizard/XQWIZARD_橘中秘_1.得先_1-02.顺炮横车破直车他先上马弃马.PGN":  {PGN, []int{45}, 0},
	"xqwizard/XQWIZARD_橘中秘_1.得先_1-03.顺炮横车破直车不食弃马.PGN":    {PGN, []int{41}, 0},
	"xqwizard/XQWIZARD_橘中秘_1.得先_1-10.顺炮直车左炮巡河破横车.PGN":    {PGN, []int{43}, 0},
	"xqwizard/XQWIZARD_橘中秘_1.得先_1-20.屏风马破当头炮.PGN":        {PGN, []int{33}, 0},
	"xqwizard/XQWIZARD_橘中秘_2.让先_2-01.让先-顺炮横车破直车夺先.PGN":   {PGN, []int{32}, 0},
	"xqwizard/XQWIZARD_橘中秘_3.让左马_3-01.让左马-顺炮横车破直车.PGN":   {PGN, []int{27}, 0},
	"xqwizard/XQWIZARD_橘中秘_4.让双马_4-01.让双马-巡河炮破当头炮取兵.PGN": {PGN, []int{21}, 0},
}

// TestRealGames reads every file of realGamesDir and checks the games and plies each gives.
func TestRealGames(t *testing.T) {
	if _, err := os.Stat(realGamesDir); err != nil {
		t.Skip("no real game files beside the repository")
	}
	seen := 0
	err := filepath.Walk(realGamesDir, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || strings.HasSuffix(p, ".md") || strings.HasSuffix(p, ".tsv") {
			return err
		}
		rel, _ := filepath.Rel(realGamesDir, p)
		rel = filepath.ToSlash(rel)
		seen++
		f, err := ReadFile(p)
		if os.Getenv("REALGAMES_TABLE") != "" {
			if err != nil {
				fmt.Printf("\t// %q: %v\n", rel, err)
				return nil
			}
			fmt.Printf("\t%q: {%s, %#v, %d},\n", rel, formatConst(f.Format), plyList(f), len(f.Problems))
			return nil
		}
		want, ok := realGames[rel]
		if !ok {
			t.Errorf("%s: not in the table (read: %v)", rel, err)
			return nil
		}
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			return nil
		}
		if f.Format != want.format || !slices.Equal(plyList(f), want.plies) || len(f.Problems) != want.problems {
			t.Errorf("%s: %s, plies %v, problems %v; want %s, %v, %d problems", rel, f.Format, plyList(f), f.Problems,
				want.format, want.plies, want.problems)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen != len(realGames) && os.Getenv("REALGAMES_TABLE") == "" {
		t.Errorf("%d files read, the table has %d", seen, len(realGames))
	}
}

func plyList(f *File) []int {
	out := []int{}
	for _, g := range f.Games {
		out = append(out, g.Game.Len())
	}
	return out
}

func formatConst(f string) string {
	switch f {
	case MoveList:
		return "MoveList"
	case DhtmlXQ:
		return "DhtmlXQ"
	}
	return f
}

// TestRealGamesAgree: files that hold the same games in two formats (SOURCES.md lists them) give
// the same moves.
func TestRealGamesAgree(t *testing.T) {
	if _, err := os.Stat(realGamesDir); err != nil {
		t.Skip("no real game files beside the repository")
	}
	sets := [][]string{
		{"eleeye/SAMPLE.PGN", "eleeye/SAMPLE.XQF", "xqwizard/SAMPLE_T.PGN", "xiang.js/许银川让九子对聂棋圣.pgn"},
		{"eleeye/XQFEXAMA.XQF", "walker8088-cchess/test1.xqf", "walker8088-cchess/test1_move.txt"},
		{"walker8088-cchess/ucci_test1.xqf", "walker8088-cchess/ucci_test1_move.txt"},
		{"wukong-xiangqi/xqdb_international.pgn", "wukong-xiangqi/xqdb_traditional.pgn"},
		{"wukong-derived/wukong_game_uci.pgn", "wukong-derived/wukong_single_game_wxf.pgn"},
		{"wukong-derived/xqdb_gbk_game1.pgn", "wukong-derived/xqdb_traditional_game1.pgn"},
	}
	for _, n := range []string{"1-01.顺炮横车破直车弃马", "1-02.顺炮横车破直车他先上马弃马", "1-03.顺炮横车破直车不食弃马",
		"1-10.顺炮直车左炮巡河破横车", "1-20.屏风马破当头炮"} {
		sets = append(sets, []string{"xqwizard/" + n + ".PGN", "xqwizard/XQWIZARD_橘中秘_1.得先_" + n + ".PGN"})
	}
	sets = append(sets,
		[]string{"xqwizard/2-01.让先-顺炮横车破直车夺先.PGN", "xqwizard/XQWIZARD_橘中秘_2.让先_2-01.让先-顺炮横车破直车夺先.PGN"},
		[]string{"xqwizard/3-01.让左马-顺炮横车破直车.PGN", "xqwizard/XQWIZARD_橘中秘_3.让左马_3-01.让左马-顺炮横车破直车.PGN"},
		[]string{"xqwizard/4-01.让双马-巡河炮破当头炮取兵.PGN", "xqwizard/XQWIZARD_橘中秘_4.让双马_4-01.让双马-巡河炮破当头炮取兵.PGN"})
	for _, set := range sets {
		t.Run(set[0], func(t *testing.T) {
			want := moveLines(t, set[0])
			for _, other := range set[1:] {
				if got := moveLines(t, other); !slices.Equal(got, want) {
					t.Errorf("%s gives %d games, %s %d; or their moves differ", set[0], len(want), other, len(got))
				}
			}
		})
	}
	// The UCI export of the database agrees but for one move (game 2, ply 71: the file has e5e6 where
	// the other two have 后兵进一, e3e4).
	wxf := moveLines(t, "wukong-xiangqi/xqdb_international.pgn")
	uci := moveLines(t, "wukong-xiangqi/bulk_games_uci.pgn")
	if len(uci) != len(wxf) {
		t.Fatalf("UCI file: %d games, want %d", len(uci), len(wxf))
	}
	for i := range uci {
		w, u := strings.Fields(wxf[i]), strings.Fields(uci[i])
		if i == 1 && len(u) > 70 && len(w) > 70 {
			w, u = w[:70], u[:70]
		}
		if !slices.Equal(w, u) {
			t.Errorf("UCI file, game %d: moves differ", i+1)
		}
	}
}

// moveLines reads a file of realGamesDir: each game's main line as text.
func moveLines(t *testing.T, name string) []string {
	t.Helper()
	f, err := ReadFile(filepath.Join(realGamesDir, name))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var out []string
	for _, g := range f.Games {
		out = append(out, fmt.Sprint(g.Game.Moves()))
	}
	return out
}
