"""Conquest bots: easy, normal and hard, on the shared ``Bot`` interface.

Each bot sees only the view of its own seat and its legal actions.

* **easy** fills a random legal line (any city it can fill), otherwise loses a
  die; it gives up only when the dice left cannot possibly finish the city.
* **normal** commits at once to the fill with the best "VP x chance to
  finish that city" (centre cities first, an opponent's only when no centre
  city can be filled), then plays the attack greedily: fill the hardest line
  it can, with the fewest dice, else lose a die.  It never weighs losing a
  die against filling before committing, nor provinces or the game's end.
* **hard** plays every attack optimally (exact solver) and picks its target by
  value x probability over the whole turn: before committing it compares
  every fill now against the exact expected value of losing a die and
  choosing later.  A city's value is the change in the bot's standing if it
  fell: its own score gain (VP, or a completed province's bonus), the
  opponents' losses (a stolen city, a province they can no longer complete),
  a small term for province progress, and win or loss when the conquest would
  end the game.  Near the end (two centre cities left) it looks one turn
  ahead: taking one centre city leaves the other as the last, and if the next
  player would win by taking that last city, the value is weighed by that
  player's exact chance to take it in a full turn (``ENDGAME_CENTRE``).

  With three or more players a city's value is instead the change in the
  bot's chance to *win* the game (``win_values``): from the position after
  the conquest and from the position without it, the rest of the game is
  played out ``ROLLOUTS`` times in a quick abstract model (every player in
  turn attacks a centre city, chosen with odds in proportion to VP x its
  one-turn conquest chance, and takes it with that chance), the same random
  numbers for every candidate position.  Summing standings ("my gain minus
  the others'") says little about who finishes first among four; the
  rollouts see the race to the end, province stacks and the game's end.
  The budget is a count of rollouts, so a seed gives the same decisions on
  any machine.
* **expert** plays to win: with two players a city is worth the change in its
  chance to win the game, read from a table solved offline (``wintable``);
  with three or more it is hard on four times the rollouts.
"""

from __future__ import annotations

import random
from typing import Any

from game.conquest.content import N_DICE, Content, Line, default_content
from game.conquest.fills import counts_of, fewest_dice, fewest_fill
from game.conquest.rules import TIEBREAK_COUNT_STACKED
from game.conquest.solver import (
    attack_probability,
    fill_values,
    open_lines,
    position,
    required_lines,
    rolls,
    warm_up,
)
from game.conquest.wintable import win_chance
from game.core.bots import Bot
from game.core.protocol import Action

WIN_VALUE = 40.0  # value of a conquest that ends the game with the bot winning
PROGRESS_WEIGHT = 0.5  # weight of province progress (see _equity)
PROGRESS_POWER = 2  # progress counts as (held share) ** POWER: a near-complete province matters most
ENDGAME_CENTRE = 2  # look one turn ahead when this many centre cities (or fewer) are left
ROLLOUTS = 100  # abstract games per candidate position (three or more players)
ROLLOUT_PLAYERS = 3  # from this many players on, cities are valued by win chance
WIN_SCALE = 40.0  # a whole win, in the units of the plan (only comparisons matter)
FLAT = 1e-3  # expert, 2 players: win-chance values all within this of 0 (x WIN_SCALE) = decided game


def _fills(legal: list[Action]) -> list[Action]:
    return [a for a in legal if a[0] == "fill"]


def _hopeless(lines: list[Line], free: int) -> bool:
    """True when ``free`` dice cannot fill ``lines`` even after a reroll."""
    return sum(line.min_dice for line in lines) > free


class ConquestBot(Bot):
    content: Content

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self.content = default_content()

    def _target_city(self, view: dict[str, Any]) -> dict[str, Any] | None:
        target = view["turn"]["target"]
        return next((c for c in view["cities"] if c["id"] == target), None) if target else None


class EasyBot(ConquestBot):
    level = "easy"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        fills = _fills(legal)
        if fills:
            return fills[self.rng.randrange(len(fills))]
        city = self._target_city(view)
        free = len(view["turn"]["free"])
        if city is not None and _hopeless([ln for _l, ln in open_lines(self.content, view, city)], free - 1):
            return ("abandon",)
        return ("lose_die",) if free > 1 or city is None else ("abandon",)


class NormalBot(ConquestBot):
    level = "normal"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        fills = _fills(legal)
        city = self._target_city(view)
        free = len(view["turn"]["free"])
        if city is None:
            if not fills:
                return ("lose_die",)
            cities = {c["id"]: c for c in view["cities"]}
            # centre cities first; opponents' only when no centre city can be filled
            fills = [a for a in fills if cities[a[1]]["owner"] < 0] or fills

            def worth(action: Action) -> float:
                c = cities[action[1]]
                rest = [ln for lid, ln in open_lines(self.content, view, c) if lid != action[2]]
                left = free - len(action[3])
                p = 1.0 if not rest else attack_probability(rest, left) if left else 0.0
                return self.content.city(c["id"]).vp * p

            return max(fills, key=worth)
        lines = dict(open_lines(self.content, view, city))
        if fills:
            # the hardest line first, with the fewest dice
            return max(fills, key=lambda a: (lines[a[2]].min_dice, -len(a[3])))
        if free > 1 and not _hopeless(list(lines.values()), free - 1):
            return ("lose_die",)
        return ("abandon",)


class HardBot(ConquestBot):
    level = "hard"
    rollouts = ROLLOUTS                 # abstract games per candidate position
    rollout_players = ROLLOUT_PLAYERS   # from this many players on, cities are valued by win chance

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        warm_up(self.content)
        content = self.content
        # rollout tables: a centre city's pick weight and one-turn chance, each city's province
        self._weight = [c.vp * c.p_centre for c in content.cities]
        self._chance = [c.p_centre for c in content.cities]
        self._members = [[content.index[m] for m in content.province(c.province).cities] for c in content.cities]
        self._cache_key: Any = None
        self._cache: tuple[dict[str, float], list[float]] = ({}, [])

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        turn = view["turn"]
        free = turn["free"]
        city = self._target_city(view)
        if city is not None:
            pairs = open_lines(self.content, view, city)
            lines = [line for _lid, line in pairs]
            p, faces, i = position(lines, free)
            if faces is not None:
                return ("fill", city["id"], pairs[i][0], faces)
            return ("lose_die",) if p > 0 else ("abandon",)

        values, turn_value = self._plan(view)
        k = len(free)
        counts = counts_of(free)
        best_value = turn_value[k - 1]
        best: Action = ("lose_die",)
        for c in view["cities"]:
            value = values.get(c["id"], 0.0)
            if value <= 0:
                continue
            pairs = open_lines(self.content, view, c)
            for i, (lid, line) in enumerate(pairs):
                m = fewest_dice(line, counts)
                if not m:
                    continue
                rest = [ln for j, (_l, ln) in enumerate(pairs) if j != i]
                p = 1.0 if not rest else attack_probability(rest, k - m) if k > m else 0.0
                if value * p > best_value + 1e-12:
                    best_value = value * p
                    best = ("fill", c["id"], lid, fewest_fill(line, counts))
        if best_value <= 0:
            return ("abandon",)
        return best

    # --- planning: city values and the value of the whole turn ------------------
    def _plan(self, view: dict[str, Any]) -> tuple[dict[str, float], list[float]]:
        key = (tuple((c["owner"], c["stacked"]) for c in view["cities"]), view["turn"]["player"])
        if key != self._cache_key:
            values = self.city_values(view)
            self._cache = (values, self._turn_values(view, values))
            self._cache_key = key
        return self._cache

    def _turn_values(self, view: dict[str, Any], values: dict[str, float]) -> list[float]:
        """W[k]: expected value of the turn when about to roll k dice, no target yet."""
        scaled: list[tuple[float, Any]] = []
        for c in view["cities"]:
            value = values.get(c["id"], 0.0)
            if value > 0:
                lines = tuple(sorted(line for _lid, line in open_lines(self.content, view, c)))
                scaled.append((value, lines))
        return self._turn_curve(scaled)

    @staticmethod
    def _turn_curve(scaled: list[tuple[float, Any]]) -> list[float]:
        """W[k] for targets given as (value, sorted lines), with optimal play of the turn."""
        w = [0.0]
        for k in range(1, 8):
            lose = w[k - 1]
            columns = [[value * f for f in fill_values(lines, k)] for value, lines in scaled]
            total = 0.0
            if columns:
                for (_counts, p), *vals in zip(rolls(k), *columns, strict=True):
                    best = max(vals)
                    total += p * (best if best > lose else lose)
            else:
                total = lose
            w.append(total)
        return w

    def city_values(self, view: dict[str, Any]) -> dict[str, float]:
        """City id -> value to this seat of conquering it now (may be <= 0)."""
        me = view["turn"]["player"]
        n = view["players"]
        owner = [c["owner"] for c in view["cities"]]
        stacked = [c["stacked"] for c in view["cities"]]
        if n >= self.rollout_players:
            return self.win_values(view, owner, stacked, me, n)
        before = self._equity(owner, stacked, n)
        values = {}
        for i, c in enumerate(view["cities"]):
            if stacked[i] or owner[i] == me:
                continue
            own2, st2 = list(owner), list(stacked)
            own2[i] = me
            self._province_check(own2, st2, i, me)
            if -1 not in own2:
                values[c["id"]] = self._final_value(own2, st2, n, me)
                continue
            after = self._equity(own2, st2, n)
            values[c["id"]] = self._relative(before, after, me, n)
            centre = [j for j in range(len(own2)) if own2[j] < 0]
            if owner[i] < 0 and len(centre) < ENDGAME_CENTRE:
                values[c["id"]] = self._leave_last(values[c["id"]], own2, st2, centre[0], me, n)
        return values

    # --- three or more players: the change in the chance to win -------------------
    def win_values(self, view: dict[str, Any], owner: list[int], stacked: list[bool], me: int,
                   n: int) -> dict[str, float]:
        seeds = [self.rng.random() for _ in range(self.rollouts)]
        base = self._win_chance(owner, stacked, n, me, seeds)
        values = {}
        for i, c in enumerate(view["cities"]):
            if stacked[i] or owner[i] == me:
                continue
            own2, st2 = list(owner), list(stacked)
            own2[i] = me
            self._province_check(own2, st2, i, me)
            values[c["id"]] = WIN_SCALE * (self._win_chance(own2, st2, n, me, seeds) - base)
        return values

    def _win_chance(self, owner: list[int], stacked: list[bool], n: int, me: int,
                    seeds: list[float]) -> float:
        """``me``'s share of wins over rollouts from this position, the next player to move."""
        if -1 not in owner:
            return self._share(owner, stacked, n, me)
        first = (me + 1) % n
        return sum(self._rollout(owner, stacked, n, first, me, random.Random(seed)) for seed in seeds) / len(seeds)

    def _rollout(self, owner: list[int], stacked: list[bool], n: int, mover: int, me: int,
                 rng: random.Random) -> float:
        """One abstract rest of the game: turn after turn, the mover picks a centre city with
        odds in proportion to VP x one-turn chance and takes it with that chance."""
        weight, chance, members = self._weight, self._chance, self._members
        owner, stacked = list(owner), list(stacked)
        centre = [i for i, o in enumerate(owner) if o < 0]
        while centre:
            x = rng.random() * sum(weight[i] for i in centre)
            for i in centre:
                x -= weight[i]
                if x <= 0:
                    break
            if rng.random() < chance[i]:
                owner[i] = mover
                centre.remove(i)
                if all(owner[m] == mover for m in members[i]):
                    for m in members[i]:
                        stacked[m] = True
            mover = (mover + 1) % n
        return self._share(owner, stacked, n, me)

    def _share(self, owner: list[int], stacked: list[bool], n: int, me: int) -> float:
        """1 for a sole win, 1/k for a win shared by k, 0 for a loss (final position)."""
        keys = self._scores(owner, stacked, n)
        best = max(keys)
        return 1.0 / keys.count(best) if keys[me] == best else 0.0

    def _leave_last(self, value: float, owner: list[int], stacked: list[bool], last: int, me: int,
                    n: int) -> float:
        """Value of a conquest that leaves ``last`` as the only centre city.

        The next player ends the game by taking it; when that would make them
        a winner (and me not), they will try, and succeed with the exact chance
        of a whole turn's optimal play on that city.  The value is then the mix
        of that loss and the conquest's own value.
        """
        nxt = (me + 1) % n
        own3, st3 = list(owner), list(stacked)
        own3[last] = nxt
        self._province_check(own3, st3, last, nxt)
        keys = self._scores(own3, st3, n)
        best = max(keys)
        if keys[nxt] != best or keys[me] == best:
            return value
        city = self.content.cities[last]
        lines = tuple(sorted(line for _lid, line in required_lines(self.content, city.id, -1, nxt)))
        p = self._turn_curve([(1.0, lines)])[N_DICE]
        return (1.0 - p) * value + p * self._final_value(own3, st3, n, me)

    def _province_check(self, owner: list[int], stacked: list[bool], i: int, me: int) -> None:
        members = self._members[i]
        if all(owner[m] == me for m in members):
            for m in members:
                stacked[m] = True

    def _scores(self, owner: list[int], stacked: list[bool], n: int) -> list[tuple[int, int, int]]:
        score, cities, provinces = [0] * n, [0] * n, [0] * n
        content = self.content
        for i, city in enumerate(content.cities):
            if owner[i] < 0:
                continue
            if not stacked[i]:
                score[owner[i]] += city.vp
                cities[owner[i]] += 1
            elif TIEBREAK_COUNT_STACKED:          # the rules' tie-break (Ambiguity 24)
                cities[owner[i]] += 1
        for prov in content.provinces:
            first = content.index[prov.cities[0]]
            if stacked[first]:
                score[owner[first]] += prov.bonus
                provinces[owner[first]] += 1
        return [(score[s], cities[s], provinces[s]) for s in range(n)]

    def _final_value(self, owner: list[int], stacked: list[bool], n: int, me: int) -> float:
        keys = self._scores(owner, stacked, n)
        best = max(keys)
        winners = [s for s in range(n) if keys[s] == best]
        if me in winners:
            return WIN_VALUE / len(winners)
        return -WIN_VALUE

    def _equity(self, owner: list[int], stacked: list[bool], n: int) -> list[float]:
        """Score plus province progress for each seat.

        Progress: for a province not yet stacked, a player holding j of its
        size cities (with no rival holding any) gains PROGRESS_WEIGHT *
        (j/size) ** PROGRESS_POWER of what completing it would add (the size
        bonus) and of the VP already held (a stack protects them).  Both
        constants were tuned by arena runs against the normal bot.
        """
        content = self.content
        eq = [float(s) for s, _c, _p in self._scores(owner, stacked, n)]
        for prov in content.provinces:
            idx = [content.index[c] for c in prov.cities]
            if stacked[idx[0]]:
                continue
            holders = {owner[i] for i in idx if owner[i] >= 0}
            if len(holders) != 1:
                continue
            q = holders.pop()
            held = [i for i in idx if owner[i] == q]
            vp_held = sum(content.cities[i].vp for i in held)
            extra = prov.bonus - sum(content.cities[i].vp for i in idx)
            eq[q] += PROGRESS_WEIGHT * (len(held) / len(idx)) ** PROGRESS_POWER * (extra + vp_held)
        return eq

    @staticmethod
    def _relative(before: list[float], after: list[float], me: int, n: int) -> float:
        gain = after[me] - before[me]
        others = [s for s in range(n) if s != me]
        leader = max(others, key=lambda s: before[s])
        loss = 0.0
        for s in others:
            weight = 1.0 if n == 2 else (0.5 + 0.5 * (s == leader))
            loss += weight * (after[s] - before[s])
        return gain - loss


class ExpertBot(HardBot):
    """Plays to win, not to score.

    With two players a conquest is worth the change in the expert's chance to
    win (``wintable``: the exact win chance of every placement of the cities in
    a reduced game solved offline), not in points: behind, it takes the long
    shot that can still win; ahead, the safe city; near the end it races for
    the last cities or steals what the rival needs.  The turn itself is played
    by hard's exact solver on those values.  With three or more players it is
    hard on four times the rollouts."""

    level = "expert"
    rollouts = ROLLOUTS * 4
    # two players: value the position after a conquest by the rival's next turn played
    # exactly (False: by the table alone; 66% against hard over 100 games, 70% with it)
    lookahead = True

    def city_values(self, view: dict[str, Any]) -> dict[str, float]:
        if view["players"] == 2:
            values = self.win_values_2p(view)
            if values and max(abs(v) for v in values.values()) < FLAT:
                # the game is decided as far as the table can tell: play for points, as hard
                values = super().city_values(view)
        else:
            values = super().city_values(view)
        if values and max(values.values()) <= 0:
            # Every conquest looks like a loss of win chance: a table where everyone abandons
            # never ends (seen with 4x rollouts), so the least bad centre city keeps it moving.
            centre = [c["id"] for c in view["cities"] if c["owner"] < 0 and c["id"] in values]
            if centre:
                values[max(centre, key=lambda cid: values[cid])] = 1e-3
        return values

    def win_values_2p(self, view: dict[str, Any]) -> dict[str, float]:
        """City id -> WIN_SCALE x (my win chance after taking it - after failing this turn).

        The chance after my turn is the rival's turn played exactly (hard's turn solver on
        the table's values for the rival's outcomes), one ply deeper than the table's
        reduced turns; a conquest that ends the game is scored by the rules."""
        me = view["turn"]["player"]
        rival = 1 - me
        owner = [c["owner"] for c in view["cities"]]
        base = 1.0 - self._turn_chance(owner, rival) if self.lookahead else 1.0 - win_chance(owner, rival)
        values = {}
        for i, c in enumerate(view["cities"]):
            if c["stacked"] or owner[i] == me:
                continue
            after = list(owner)
            after[i] = me
            if self.lookahead and -1 in after:
                mine = 1.0 - self._turn_chance(after, rival)
            else:
                mine = 1.0 - win_chance(after, rival)
            values[c["id"]] = WIN_SCALE * (mine - base)
        return values

    def _turn_chance(self, owner: list[int], mover: int) -> float:
        """``mover``'s chance to win from the start of its turn in ``owner`` (two players),
        the turn played exactly, the positions after it valued by the table."""
        rival = 1 - mover
        fail = 1.0 - win_chance(owner, rival)
        scaled: list[tuple[float, Any]] = []
        for i, city in enumerate(self.content.cities):
            holder = owner[i]
            if holder == mover or (holder >= 0 and all(owner[m] == holder for m in self._members[i])):
                continue
            after = list(owner)
            after[i] = mover
            gain = 1.0 - win_chance(after, rival) - fail
            if gain > 0:
                lines = tuple(sorted(line for _lid, line in required_lines(self.content, city.id, holder, mover)))
                scaled.append((gain, lines))
        return fail + self._turn_curve(scaled)[N_DICE]


BOTS: dict[str, type[Bot]] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot}
