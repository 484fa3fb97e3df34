"""The components and tokens skinwright ships: this repository's styles/ and tokens/ (symlinked here so they are packaged)."""
