"""The boot benchmark (bench/boot.py, `make bench`): a script, a package only for mypy."""
