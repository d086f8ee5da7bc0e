"""Galaxies: dice, fleets and colonies for 1–5 players, with a solo hostile galaxy (spec shared/rules/galaxies.md)."""
