#!/usr/bin/env python3
"""Names stored values inside the engines that hold them, and checks every engine answers as the command does.

    make test-engines    (installs pyspark, duckdb, pandas and pyarrow under .build/engines first)

The values are every distinct line of the fixtures (runtime names, symbols, manglings, golden inputs) that an
engine can hold as one string, cycled to a column of ROWS rows with NULLs and empty strings among them. What each
value should come to is what `screenname --align` prints for it: the line, or NULL where the line is empty.

- Spark: `SELECT TRANSFORM(screen_class) USING "screenname '--align=\\N'"` through pyspark in local mode, and a
  pandas UDF over the Python module (python/screenname.py, over the C library).
- DuckDB: a Python UDF over the C library, `SELECT screen_name(screen_class) FROM read_csv('export.csv')`.
- BigQuery's engine: screenname.js in node, loaded into the global scope as BigQuery loads a UDF library.

Rows must stay one to one and in order: each engine's column is compared row by row with the expected one.
"""
import argparse
import csv
import glob
import json
import os
import subprocess
import sys
import tempfile
import time


def fixture_values(root):
    """Every distinct fixture line an engine holds as one string (runtime names, symbols and their demangled texts,
    manglings, golden inputs): valid UTF-8, without a tab or a line break."""
    lines = []
    with open(os.path.join(root, "runtime", "names.tsv"), encoding="utf-8") as file:
        lines += [line.rstrip("\n").split("\t")[2] for line in file if not line.startswith("#")]
    with open(os.path.join(root, "runtime", "local-symbols.tsv"), encoding="utf-8") as file:
        lines += [part for line in file if not line.startswith("#") for part in line.rstrip("\n").split("\t")]
    with open(os.path.join(root, "symbols", "symbols.tsv"), encoding="utf-8") as file:
        lines += [part for line in file if not line.startswith("#") for part in line.rstrip("\n").split("\t")[1:]]
    for path in sorted(glob.glob(os.path.join(root, "manglings", "*.tsv"))):
        with open(path, encoding="utf-8") as file:
            lines += [line.rstrip("\n").split("\t")[0] for line in file if not line.startswith("#")]
    for path in sorted(glob.glob(os.path.join(root, "cli", "*", "stdin"))):
        with open(path, "rb") as file:
            for raw in file.read().split(b"\n"):
                try:
                    lines.append(raw.decode("utf-8"))
                except UnicodeDecodeError:
                    pass
    seen = set()
    values = []
    for line in lines:
        if "\t" in line or "\r" in line or "\0" in line or line in seen:
            continue
        seen.add(line)
        values.append(line)
    return values


def expected_names(binary, values):
    """What `screenname --align` prints for each value; None where it prints an empty line."""
    result = subprocess.run(
        [binary, "--align"], input=("\n".join(values) + "\n").encode("utf-8"), stdout=subprocess.PIPE, check=True)
    lines = result.stdout.decode("utf-8").split("\n")
    assert lines[-1] == "" and len(lines) == len(values) + 1, "the command printed %d lines for %d values" % (
        len(lines) - 1, len(values))
    return {value: (line or None) for value, line in zip(values, lines)}


def column(values, rows):
    """ROWS values cycled from `values`, a NULL every 97th row and an empty string every 89th."""
    result = []
    for index in range(rows):
        if index % 97 == 13:
            result.append(None)
        elif index % 89 == 7:
            result.append("")
        else:
            result.append(values[index % len(values)])
    return result


class Checks:
    def __init__(self):
        self.failed = []

    def compare(self, engine, got, rows, expected, seconds):
        want = [None if value is None else expected.get(value) for value in rows]
        if len(got) != len(want):
            self.failed.append(engine)
            print("%-34s FAIL: %d rows back for %d" % (engine, len(got), len(want)))
            return
        for index, (actual, wanted) in enumerate(zip(got, want)):
            if actual != wanted:
                self.failed.append(engine)
                print("%-34s FAIL at row %d: %r gave %r, the command %r" % (engine, index, rows[index], actual, wanted))
                return
        nulls = sum(1 for value in got if value is None)
        print("%-34s ok: %d rows (%d NULL) as the command names them, %.1f s" % (engine, len(got), nulls, seconds))


def spark_checks(checks, arguments, rows, expected, workdir):
    import pyarrow
    import pyarrow.parquet
    from pyspark.sql import SparkSession
    from pyspark.sql.functions import pandas_udf

    # Spark's Python workers run the interpreter this runs in, which has pandas and pyarrow.
    os.environ["PYSPARK_PYTHON"] = os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    path = os.path.join(workdir, "events.parquet")
    pyarrow.parquet.write_table(pyarrow.table({"screen_class": pyarrow.array(rows, pyarrow.string())}), path)
    spark = (SparkSession.builder.master("local[2]").appName("screenname-engines")
             .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
             .config("spark.sql.shuffle.partitions", "2")
             .config("spark.driver.memory", "2g").getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    # As on a cluster (spark-submit --files libscreenname.so --py-files screenname.py): the module finds the library
    # beside it in each worker's folder of shipped files.
    spark.sparkContext.addFile(arguments.library)
    spark.sparkContext.addPyFile(os.path.join(arguments.python, "screenname.py"))
    try:
        spark.read.parquet(path).createOrReplaceTempView("events")
        # The script gets Spark's NULL as \N and prints \N for a row without a screen, which Spark reads as NULL.
        # The marker is quoted for the shell Spark runs the script with.
        start = time.time()
        query = "SELECT TRANSFORM(screen_class) USING \"%s '--align=\\\\N'\" AS (screen) FROM events" % arguments.binary
        got = [row.screen for row in spark.sql(query).collect()]
        checks.compare("spark: TRANSFORM USING screenname", got, rows, expected, time.time() - start)

        @pandas_udf("string")
        def screen_name(values):
            import pandas
            import screenname
            return pandas.Series(screenname.name_column(values.tolist()), dtype=object)

        start = time.time()
        got = [row.screen for row in spark.read.parquet(path).select(screen_name("screen_class").alias("screen"))
               .collect()]
        checks.compare("spark: pandas UDF over libscreenname", got, rows, expected, time.time() - start)
    finally:
        spark.stop()


def duckdb_checks(checks, arguments, rows, expected, workdir):
    import duckdb
    import pyarrow
    import screenname

    path = os.path.join(workdir, "export.csv")
    with open(path, "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "screen_class"])
        for index, value in enumerate(rows):
            writer.writerow([index, "" if value is None else value])
    connection = duckdb.connect()
    connection.create_function(
        "screen_name", lambda values: pyarrow.array(screenname.name_column(values.to_pylist()), pyarrow.string()),
        ["VARCHAR"], "VARCHAR", type="arrow", null_handling="special")
    start = time.time()
    result = connection.sql(
        "SELECT screen_name(screen_class) AS screen FROM read_csv('%s', header = true, "
        "columns = {'id': 'BIGINT', 'screen_class': 'VARCHAR'}) ORDER BY id" % path).fetchall()
    # A CSV field holds no NULL apart from an empty one: both read back as NULL, which names nothing.
    checks.compare("duckdb: UDF over libscreenname", [row[0] for row in result], rows, expected, time.time() - start)


def bigquery_checks(checks, arguments, rows, expected, workdir):
    path = os.path.join(workdir, "values.json")
    with open(path, "w", encoding="utf-8") as file:
        json.dump(rows, file)
    program = (
        "const fs = require('fs'); const vm = require('vm');"
        "vm.runInThisContext(fs.readFileSync(process.argv[1], 'utf8'));"
        "const values = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));"
        "process.stdout.write(JSON.stringify(values.map(v => screenName(v))));")
    start = time.time()
    result = subprocess.run(["node", "-e", program, arguments.js, path], stdout=subprocess.PIPE, check=True)
    got = json.loads(result.stdout)
    checks.compare("bigquery: screenname.js in node", got, rows, expected, time.time() - start)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="the screenname command")
    parser.add_argument("--python", required=True, help="the folder of screenname.py and libscreenname")
    parser.add_argument("--js", required=True, help="screenname.js")
    parser.add_argument("--fixtures", default="Fixtures")
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("engines", nargs="*", default=["bigquery", "duckdb", "spark"])
    arguments = parser.parse_args()
    arguments.binary = os.path.abspath(arguments.binary)
    arguments.python = os.path.abspath(arguments.python)
    suffix = ".dylib" if sys.platform == "darwin" else ".so"
    arguments.library = os.environ.get("SCREENNAME_LIBRARY") or os.path.join(arguments.python, "libscreenname" + suffix)
    sys.path.insert(0, arguments.python)

    values = fixture_values(arguments.fixtures)
    expected = expected_names(arguments.binary, values)
    rows = column(values, arguments.rows)
    print("%d distinct fixture values, %d of them screens; %d rows" % (
        len(values), sum(1 for name in expected.values() if name), len(rows)))
    checks = Checks()
    with tempfile.TemporaryDirectory() as workdir:
        engines = {"bigquery": bigquery_checks, "duckdb": duckdb_checks, "spark": spark_checks}
        for engine in arguments.engines:
            engines[engine](checks, arguments, rows, expected, workdir)
    if checks.failed:
        print("failed: " + ", ".join(checks.failed))
        sys.exit(1)
    print("every engine names every row as the command does")


if __name__ == "__main__":
    main()
