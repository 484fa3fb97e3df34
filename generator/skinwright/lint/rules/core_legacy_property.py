"""core/legacy-property: a token property named as Style Dictionary, Tokens Studio or Adobe Spectrum name it."""

from ..registry import Rule

RULE = Rule(
    id="core/legacy-property",
    summary="A token property under another tool's name",
    severity="warn",
    docs="Style Dictionary (before DTCG) and Tokens Studio write `value`, `type` and `description` without the "
         "`$`, Style Dictionary writes `comment`, and Adobe Spectrum names a token's type by a `$schema` URL and "
         "adds `uuid`, `deprecated` and `deprecated_comment`. A token file that Style Dictionary built carries "
         "its bookkeeping in every token (`filePath`, `isSource`, `original`, `name`, `attributes`, `path`). "
         "skinwright reads each as the DTCG property it stands for and ignores the bookkeeping; "
         "`skinwright lint --fix` renames the properties and removes the rest.",
    examples=('space:\n  sm:\n    value: 4px\n    type: spacing\n    filePath: tokens/space.json',
              'space:\n  sm:\n    $value: {value: 4, unit: px}\n    $type: dimension'),
)
