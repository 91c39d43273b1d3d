// Command chuhe-engine is Chuhe's engine for UCI and UCCI graphical interfaces and match tools.
//
//	chuhe-engine              speak UCI (or UCCI) on standard input and output
//	chuhe-engine bench [D [T]] search a fixed set of positions to depth D (with T threads) and print
//	                          nodes and nodes/s
//	chuhe-engine perft N [F]  count move paths to depth N from the start position or FEN F
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	args := os.Args[1:]
	if len(args) > 0 {
		switch args[0] {
		case "bench":
			depth, threads := benchDepth, 1
			if len(args) > 1 {
				if n, err := strconv.Atoi(args[1]); err == nil && n > 0 {
					depth = n
				}
			}
			if len(args) > 2 {
				if n, err := strconv.Atoi(args[2]); err == nil && n > 0 {
					threads = n
				}
			}
			bench(os.Stdout, depth, threads)
			return
		case "perft":
			if err := perftCmd(os.Stdout, args[1:]); err != nil {
				fmt.Fprintln(os.Stderr, "chuhe-engine:", err)
				os.Exit(2)
			}
			return
		}
	}
	p := NewProtocol(os.Stdout)
	if len(args) > 0 {
		// Commands on the command line run before standard input ("chuhe-engine go depth 5").
		p.Handle(strings.Join(args, " "))
	}
	if err := p.Run(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "chuhe-engine:", err)
		os.Exit(1)
	}
}
