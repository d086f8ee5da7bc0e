"""Command-line tools: simulate, arena, selftest, torture, speed and simulate_speed."""
