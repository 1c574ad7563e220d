//go:build !race

package normalize

// race reports whether the race detector is on: exhaustive tests then
// sample, as the detector slows them tenfold and finds nothing in them.
const race = false
