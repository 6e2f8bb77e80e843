# The benchmark's Python baseline for a CSV export: Python's csv module reads and writes the table, and the screen
# column is renamed by the sed one-liner's rule (everything from '<' dropped, then everything up to the last dot).
# Usage: python3 Tools/bench/rewrite_csv.py COLUMN < export.csv > renamed.csv   (COLUMN is 1-based)
import csv, re, sys

column = int(sys.argv[1]) - 1
reader = csv.reader(sys.stdin, lineterminator="\n")
writer = csv.writer(sys.stdout, lineterminator="\n")
for row in reader:
    if column < len(row):
        row[column] = re.sub(r"<.*", "", row[column]).rsplit(".", 1)[-1]
    writer.writerow(row)
