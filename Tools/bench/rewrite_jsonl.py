# The benchmark's Python baseline for a JSON Lines export of Firebase's BigQuery shape: Python's json module reads and
# writes each line, and the firebase_screen_class string is renamed by the sed one-liner's rule.
# Usage: python3 Tools/bench/rewrite_jsonl.py < events.jsonl > renamed.jsonl
import json, re, sys

for line in sys.stdin:
    event = json.loads(line)
    for parameter in event.get("event_params", []):
        if parameter.get("key") == "firebase_screen_class":
            value = parameter["value"]
            value["string_value"] = re.sub(r"<.*", "", value["string_value"]).rsplit(".", 1)[-1]
    sys.stdout.write(json.dumps(event, separators=(",", ":")) + "\n")
