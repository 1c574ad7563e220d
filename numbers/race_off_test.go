//go:build !race

package numbers_test

// race reports whether the race detector is on: it slows the code
// tenfold, and the time limits of the hostile tests grow with it.
const race = false
