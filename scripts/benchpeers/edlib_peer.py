"""Times edlib on the inputs that benchpeers -write made.

Usage: python3 edlib_peer.py DIR N

Reads DIR/source, DIR/quote and DIR/k, and runs edlib.align(quote, source,
mode="HW", task=..., k=k) N times for each task, "distance" (the edit
distance and where the best substrings end) and "locations" (where they
start too). Prints one line: the median nanoseconds per call of each task,
then the distance and the first location found.
"""

import os
import statistics
import sys
import time

import edlib


def main():
    folder, n = sys.argv[1], int(sys.argv[2])
    with open(os.path.join(folder, "source"), "rb") as f:
        source = f.read()
    with open(os.path.join(folder, "quote"), "rb") as f:
        quote = f.read()
    with open(os.path.join(folder, "k")) as f:
        k = int(f.read())
    medians = []
    for task in ("distance", "locations"):
        for _ in range(3):  # warm up
            edlib.align(quote, source, mode="HW", task=task, k=k)
        times = []
        for _ in range(n):
            t = time.perf_counter_ns()
            result = edlib.align(quote, source, mode="HW", task=task, k=k)
            times.append(time.perf_counter_ns() - t)
        medians.append(int(statistics.median(times)))
    start, end = result["locations"][0]
    print(medians[0], medians[1], result["editDistance"], start, end + 1)


if __name__ == "__main__":
    main()
