// Command genendgames makes the endgame practice collection, resources/endgames.txt.
//
//	genendgames harvest -o FILE [flags]   play self-play games and write the positions where the
//	                                      engine claims a short mate (candidates)
//	genendgames build [flags]             prove the candidates with core.ProveMate, add the classic
//	                                      endgames, and write the collection (go generate runs this)
//	genendgames retitle [-o FILE]         name the mates of a collection again (titles only)
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: genendgames harvest|check|build|retitle [flags]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "harvest":
		err = harvest(os.Args[2:], os.Stdout, os.Stderr)
	case "check":
		err = checkClassic(os.Args[2:], os.Stdout, os.Stderr)
	case "build":
		err = build(os.Args[2:], os.Stdout, os.Stderr)
	case "retitle":
		err = retitle(os.Args[2:], os.Stdout, os.Stderr)
	default:
		err = fmt.Errorf("unknown command %q: want harvest, check, build or retitle", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genendgames:", err)
		os.Exit(1)
	}
}
