"""Conquest: the 7-dice push-your-luck game (spec: shared/rules/conquest.md).

Modules: ``content`` (dice faces, cities, provinces, loading and validation),
``solver`` (exact probability of one attack, the "chance to conquer" hint),
``rules`` (the rules core, ``RULES``), ``bots`` (easy, normal, hard) and
``bench`` (heavy measurements such as the city difficulty table).
"""
