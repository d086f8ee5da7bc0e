"""Command-line tools: simulate, arena, selftest, bench."""
