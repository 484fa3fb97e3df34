"""core/value-too-large: A token holding more values than the value-nodes limit (reported when the sources are loaded)."""

from ..registry import Rule

RULE = Rule(
    id='core/value-too-large',
    summary='A token holding more values than the value-nodes limit',
    severity='error',
    docs='One token object may hold up to 10,000 values, nested (its `$value`, `$extensions` and values per mode; '
         'a gradient of 100 stops holds about 700). A larger one is left out before its value is read, so that a '
         'file within the size limit cannot make every later stage work on millions of values. Split it, or raise '
         '`[tool.skinwright.limits] value-nodes`.',
)
