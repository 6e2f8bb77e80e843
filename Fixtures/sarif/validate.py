"""Validates SARIF logs against the vendored 2.1.0 schema: python3 validate.py SCHEMA LOG...; exit 1 on the first
log that does not conform, with the validator's message."""
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1], encoding="utf-8"))
validator = jsonschema.Draft4Validator(schema)
for path in sys.argv[2:]:
    errors = sorted(validator.iter_errors(json.load(open(path, encoding="utf-8"))), key=str)
    if errors:
        print(f"{path}: {errors[0].message} at {list(errors[0].absolute_path)}")
        sys.exit(1)
