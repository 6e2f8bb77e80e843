// Times screenname.js in node: names a second on a column that repeats 1,000 names, and on distinct names each
// seen once by a fresh instance (make wasm builds the script; make bench writes the corpus).
//
// Usage: node Tools/bench-wasm.js .build/wasm/screenname.js .build/bench/names-distinct.txt
const fs = require("fs");
const [script, corpus] = process.argv.slice(2);
const source = fs.readFileSync(script, "utf8");
const names = fs.readFileSync(corpus, "utf8").split("\n").filter((line) => line);

// A fresh instance, with a cache of its own, in this context: BigQuery runs a UDF's body in the context its
// libraries were loaded into, so calls do not cross contexts (which in V8 costs about half the rate).
function instance() {
  return new Function(source + "\nreturn screenName;")();
}

function rate(screenName, values) {
  const start = process.hrtime.bigint();
  for (const value of values) screenName(value);
  return values.length / (Number(process.hrtime.bigint() - start) / 1e9);
}

const repeats = [];
for (let index = 0; index < 2000000; index++) repeats.push(names[index % 1000]);
const warm = instance();
rate(warm, repeats.slice(0, 100000));
console.log("repeats:  %s names/s (2,000,000 values, 1,000 distinct)", Math.round(rate(warm, repeats)).toLocaleString());
console.log("distinct: %s names/s (%s values, each once)", Math.round(rate(instance(), names)).toLocaleString(),
  names.length.toLocaleString());
