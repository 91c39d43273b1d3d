// Rules the repetition cycles of a table written by scripts/cycles with Fairy-Stockfish, through the
// npm package ffish (npm install ffish; run with NODE_PATH set to its node_modules): each line's
// moves are played from its FEN and Fairy-Stockfish's result (with claims) is appended as a fifth
// column, with the ply at which it first called the game over when that is not the last.
//
//	NODE_PATH=/path/to/node_modules node scripts/cycles/fsf.js cycles.tsv > ruled.tsv
globalThis.fetch = undefined; // ffish's loader would try to fetch its wasm file as a URL
const fs = require('fs');
const ffish = require('ffish');
const ranks1 = m => m.replace(/([a-i])(\d)/g, (_, f, r) => f + (parseInt(r, 10) + 1));
ffish['onRuntimeInitialized'] = () => {
  const lines = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(l => l && !l.startsWith('#'));
  const out = [];
  for (const line of lines) {
    const f = line.split('\t');
    const moves = f[1].split(' ');
    // The halfmove clock is set to 0: the cycle is judged as a repetition, not by the move limit.
    const fen = f[0].split(' ');
    if (fen.length >= 5) fen[4] = '0';
    const b = new ffish.Board('xiangqi', fen.join(' '));
    let over = -1, bad = '';
    for (let i = 0; i < moves.length; i++) {
      if (!b.push(ranks1(moves[i]))) { bad = ' illegal ' + moves[i]; break; }
      if (over < 0 && i < moves.length - 1 && b.isGameOver(true)) over = i + 1;
    }
    let r = b.result(true);
    if (over >= 0) r += ' (over at ply ' + over + ')';
    out.push(line + '\t' + r + bad);
    b.delete();
  }
  process.stdout.write(out.join('\n') + '\n');
};
