//go:build race

package support

// race reports whether the race detector is on: its bookkeeping grows
// with the memory a run touches, and the timing tests allow for it.
const race = true
