"""Kingdoms: area control on territory cards, secret war bids, alliances."""
