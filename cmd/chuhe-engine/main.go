// Command chuhe-engine is Chuhe's engine for UCI and UCCI graphical interfaces and match tools.
//
//	chuhe-engine                     speak UCI (or UCCI) on standard input and output
//	chuhe-engine bench [D [T [NET]]] search a fixed set of positions to depth D (with T threads)
//	                                 and print nodes and nodes/s; with a net file, search them by
//	                                 hand and then with the net ("builtin": the built-in one), and
//	                                 print the ratio of the speeds
//	chuhe-engine perft N [F]         count move paths to depth N from the start position or FEN F
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/chuhe-xq/chuhe/ai/nnue"
)

func main() {
	args := os.Args[1:]
	if len(args) > 0 {
		switch args[0] {
		case "bench":
			d, t := posArg(args, 1, benchDepth), posArg(args, 2, 1)
			if len(args) < 4 {
				bench(os.Stdout, d, t, nil)
				return
			}
			net, err := readNet(args[3])
			if args[3] == "builtin" {
				net, err = nnue.Default()
			}
			if err != nil {
				fmt.Fprintln(os.Stderr, "chuhe-engine:", err)
				os.Exit(2)
			}
			fmt.Println("Hand-written evaluation:")
			_, hand := bench(os.Stdout, d, t, nil)
			fmt.Printf("\nNet %s:\n", args[3])
			_, nn := bench(os.Stdout, d, t, net)
			fmt.Printf("\nNet speed / hand-written speed: %.3f\n", nn/hand)
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

// posArg returns args[i] as a positive number, or def when it is missing or not one.
func posArg(args []string, i, def int) int {
	if i < len(args) {
		if n, err := strconv.Atoi(args[i]); err == nil && n > 0 {
			return n
		}
	}
	return def
}
