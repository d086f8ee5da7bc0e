"""The Kingdoms board: cards, meeples, tokens, players, action card, decisions, log.

Static art (cards with terrain) is composed once per layout into one surface;
each frame blits it and draws only what moves.  The viewer is the human who
owes a decision (or the only human; a spectator when all seats are bots).
Decisions are buttons (mouse, Tab/arrows + Enter, or number keys); those that
name regions can also be made by clicking the regions, which light up when
they are legal targets.
"""

from __future__ import annotations

import math

import pygame

from game.kingdoms.geometry import point_in_polygon
from game.ui import fonts, theme, widgets
from game.ui.controller import Controller
from game.ui.i18n import tr
from game.ui.kingdoms import art, words
from game.ui.kingdoms.board_model import ACTIONS, RESOURCES, BoardModel
from game.ui.table import motion, pace
from game.ui.table.chrome import BoardChrome
from game.ui.table.identity import draw_chip, seat_tag
from game.ui.table.toast import TIP_DELAY

PAGE_MAX = 8


class BoardScene(BoardChrome):
    game_id = "kingdoms"
    sounds = {"patrolled": "meeple", "quested": "meeple", "expanded": "meeple", "start_region": "meeple",
              "retreated": "meeple", "relocated": "meeple", "church_used": "meeple",
              "war_started": "war", "neutral_war": "war", "war_revealed": "dice",
              "war_won": "capture", "neutral_captured": "capture", "turn_started": "turn"}

    def __init__(self, app, controller: Controller) -> None:
        super().__init__(app, controller)
        self.colours: list[str] = self.seat_colours(theme.PLAYER_COLOURS)
        self.viewer: int | None = None
        self.view: dict = {}
        self.model: BoardModel | None = None
        self.model_key: tuple | None = None
        self.selected: tuple[int, str] | None = None     # this turn's action and who selected it
        self.choices: list[words.Choice] = []
        self.pick: list[str] = []
        self.page = 0
        self.hover_region: str | None = None
        self.card_rects: dict[str, pygame.Rect] = {}
        self.region_polys: dict[str, list[tuple[float, float]]] = {}
        self.region_anchor: dict[str, tuple[float, float]] = {}
        self.board_surf: pygame.Surface | None = None
        self.board_key: tuple | None = None
        # where each meeple stands (region, place in the region, meeples there), or
        # ("box", seat) for its owner's panel; a move starts the walk ("walk", id)
        # from the old place (self.motions), drawn eased to the new one
        self.places: dict[int, tuple] | None = None
        self.drawn_meeples: dict[int, tuple[int, int]] = {}     # where the last picture drew them
        self.war_shown: int | None = None
        self.reveal_seen = 0
        self.decision_buttons: list[widgets.Button] = []
        self.new_decision = True
        self.page_size = PAGE_MAX
        self.log_lang: tuple | None = None
        self.quiet = False                # no reveal overlays while the log is retold
        self.tower_rect: pygame.Rect | None = None
        # timers: "tip" the pointer's rest before a region's tooltip, ("flash", region) a recent move
        controller.listeners.append(self.on_applied)
        self.refresh(force=True)

    # --- the model ------------------------------------------------------------------------
    def refresh(self, force: bool = False) -> None:
        viewer = self.pick_viewer()
        covered = self.covered_seat(viewer) is not None      # hotseat: the others look away first
        key = (len(self.ctl.match.log), viewer, self.ctl.match.barrier, covered)
        if not force and key == self.model_key:
            return
        self.model_key = key
        self.viewer = viewer
        self.view = self.ctl.match.view(None if covered else viewer)
        self.model = words.model(self.view, self.colours)
        self.follow_meeples()
        self.selected = words.current_action(self.ctl.match.state.events)
        legal = self.ctl.match.legal(viewer) if viewer is not None and viewer in self.ctl.match.to_move() and not covered else []
        self.choices = words.choices(self.view, legal, self.colours)
        self.pick = []
        self.page = 0
        self.new_decision = True
        self.sync_log()
        self.rebuild()

    def follow_meeples(self) -> None:
        """Start a walk for every meeple whose place changed with the new model
        (a new meeple walks in from its owner's panel)."""
        places = meeple_places(self.model)
        dur = self.app.settings.anim_seconds * 1.6
        if self.places is not None and dur > 0:
            for mid, place in places.items():
                old = self.places.get(mid)
                if old is None and place[3] >= 0 and self.log_seen:
                    old = ("box", place[3])
                if old is not None and old[:3] != place[:3]:
                    self.motions.start(("walk", mid), dur, data=old)
        self.places = places

    def on_applied(self, seat: int, action: tuple, events: list) -> None:
        rid = self.view.get("region_ids") or []
        hold = max(0.8, self.app.settings.bot_delay * 2.5)
        for ev in events:
            for key in ("dest", "region"):
                r = ev.args.get(key)
                if isinstance(r, int) and ev.kind != "crown_passed" and 0 <= r < len(rid):
                    owner = ev.args.get("seat", ev.args.get("attacker"))
                    self.motions.start(("flash", rid[r]), hold, rate=30.0, data=owner if isinstance(owner, int) else None)
        if action == ("undo",):
            self.forget_log()
            self.quiet = True            # retelling the log must not replay old reveals
            self.refresh(force=True)
            self.quiet = False
            return
        self.refresh(force=True)

    turn_event = "turn_started"

    def event_line(self, ev) -> tuple[str, int | None]:
        seat = next((ev.args[k] for k in ("seat", "winner", "attacker") if isinstance(ev.args.get(k), int)), None)
        return words.event_text(ev.kind, ev.args, self.view, self.colours), seat

    def on_event(self, ev) -> None:
        if ev.kind == "war_revealed":
            self.on_reveal(ev.args)

    def on_reveal(self, args: dict) -> None:
        if not pace.narrates(self.app.settings):     # animations off: the log tells it, the board shows the end
            return
        if self.size is None or self.quiet:        # building or retelling: no overlay
            return
        from game.ui.kingdoms.war import RevealOverlay

        self.app.push(RevealOverlay(self.app, self, args))

    # --- when to draw -------------------------------------------------------------------------
    def drawn_facts(self) -> dict:
        return {"meeples": dict(self.drawn_meeples)}

    def state_facts(self) -> dict:
        if self.model is None or not self.places:
            return {"meeples": {}}
        size = self.meeple_size()
        return {"meeples": {mid: _whole(self.place_xy(place, size)) for mid, place in self.places.items()
                            if place[0] in self.region_anchor}}

    def forget_frame(self) -> None:
        self.__dict__.pop("_panels", None)

    def ambient(self) -> bool:
        return self.model is not None and (self.model.war is not None or bool(self.choices and self.next_targets()))

    # --- layout -----------------------------------------------------------------------------
    def build(self) -> None:
        if self.log_lang != (self.lang, self.palette):   # language or colour names changed: retell
            self.log_lang = (self.lang, self.palette)
            self.forget_log()
            self.quiet = True
            self.refresh(force=True)
            self.quiet = False
        w, h = self.app.size
        top = self.u(52)
        rp = max(self.u(370), int(w * 0.29))
        self.right = pygame.Rect(w - rp, top, rp, h - top)
        strip_h = self.u(156)
        self.strip = pygame.Rect(0, h - strip_h, w - rp, strip_h)
        self.area = pygame.Rect(0, top, w - rp, h - top - strip_h)
        self.topbar = pygame.Rect(0, 0, w, top)
        pad = self.u(12)
        self.action_rect = pygame.Rect(self.right.x + pad, top + pad, rp - 2 * pad, self.u(132))
        dec_top = self.action_rect.bottom + pad
        room = h - dec_top - (self.u(190) if self.show_log else pad) - self.u(80)
        self.page_size = max(3, min(PAGE_MAX, room // self.u(40)))
        if len(self.choices) > self.page_size:
            self.page_size = max(3, min(PAGE_MAX, (room - self.u(40)) // self.u(40)))
        n_buttons = min(self.page_size, len(self.choices)) if self.choices else 0
        if self.choices and self.choices[0].action[0] == "resources":
            n_buttons = 4
        elif self.war_pending():
            n_buttons = 1
        paging = len(self.choices) > self.page_size and self.choices[0].action[0] not in ("resources", "bid")
        dec_h = self.u(80) + n_buttons * self.u(42) + (self.u(40) if paging else 0)
        dec_h = max(dec_h, self.u(120))
        if not self.show_log:
            dec_h = h - dec_top - pad
        self.decision_rect = pygame.Rect(self.right.x + pad, dec_top, rp - 2 * pad, dec_h)
        self.log_rect = pygame.Rect(self.right.x + pad, self.decision_rect.bottom + pad, rp - 2 * pad, h - self.decision_rect.bottom - 2 * pad)
        self.layout_cards()
        self.build_buttons()

    def board_sides(self):
        m = self.model
        if m is None:
            return []
        if m.sides:
            return m.sides
        # setup before the board exists: show the viewer's card, both sides
        sides = words.all_sides()
        seat = self.viewer if self.viewer is not None else 0
        cards = self.view.get("home_cards") or []
        if seat < len(cards):
            return [sides[f"T{cards[seat]}{x}"] for x in "AB" if f"T{cards[seat]}{x}" in sides]
        return []

    def layout_cards(self) -> None:
        sides = self.board_sides()
        self.card_rects, self.region_polys, self.region_anchor = {}, {}, {}
        if not sides:
            return
        area = self.area.inflate(-self.u(16), -self.u(16))
        band = self.u(46)                 # kept free above the cards for the war / last-round banner
        area.y += band
        area.h -= band
        aspect = sides[0].height / sides[0].width
        n = len(sides)
        gap, row_gap, label = self.u(14), self.u(10), self.u(22)
        th, tower_w = self.u(64), self.u(480)       # the tower card, and the least width it reads at
        with_model = bool(self.model and self.model.sides)
        best: tuple[float, int, int, str] | None = None
        for rows in range(1, 4):
            cols = math.ceil(n / rows)
            last = n - cols * (rows - 1)
            if last <= 0:
                continue
            by_width = (area.w - gap * (cols - 1)) / cols
            for tower in ("beside", "below", "none"):
                room_h = area.h - (th + self.u(16) if tower == "below" else 0)
                cw = min(by_width, ((room_h - row_gap * (rows - 1)) / rows - label) / aspect)
                if tower == "beside":       # in the room the last row leaves free
                    spare = area.w - last * cw - (last - 1) * gap - gap - self.u(24)
                    if spare < tower_w or cw * aspect < th:
                        continue
                if tower != "none" and not with_model:
                    continue
                score = cw * (1.0 if tower != "none" or not with_model else 0.92)   # showing the tower is worth a little size
                if best is None or score > best[0]:
                    best = (score, rows, cols, tower)
        if best is None:
            return
        _score, rows, cols, tower = best
        room_h = area.h - (th + self.u(16) if tower == "below" else 0)
        cw = int(min((area.w - gap * (cols - 1)) / cols, ((room_h - row_gap * (rows - 1)) / rows - label) / aspect))
        ch = int(cw * aspect)
        total_h = rows * (ch + label) + (rows - 1) * row_gap
        block = total_h + (th + self.u(16) if tower == "below" else 0)
        y0 = area.y + (area.h - block) // 2 + label
        self.tower_rect = None
        i = 0
        for r in range(rows):
            in_row = min(cols, n - i)
            row_w = in_row * cw + (in_row - 1) * gap
            beside = tower == "beside" and r == rows - 1
            tw = 0
            if beside:
                tw = min(self.u(620), area.w - row_w - gap - self.u(24))
                row_w += gap + tw
            x0 = area.x + (area.w - row_w) // 2
            y = y0 + r * (ch + label + row_gap)
            for c in range(in_row):
                side = sides[i]
                rect = pygame.Rect(x0 + c * (cw + gap), y, cw, ch)
                self.card_rects[side.id] = rect
                s = cw / side.width
                for region in side.regions:
                    self.region_polys[region.id] = [(rect.x + x * s, rect.y + y_ * s) for x, y_ in region.polygon]
                    self.region_anchor[region.id] = (rect.x + region.anchor[0] * s, rect.y + region.anchor[1] * s)
                i += 1
            if beside:
                self.tower_rect = pygame.Rect(x0 + in_row * (cw + gap), y + (ch - th) // 2, tw, th)
        if tower == "below":
            bottom = max(r.bottom for r in self.card_rects.values())
            tw = min(self.area.w - self.u(60), self.u(620))
            self.tower_rect = pygame.Rect(self.area.centerx - tw // 2, bottom + self.u(16), tw, th)

    def compose_board(self, surf_size: tuple[int, int]) -> pygame.Surface:
        key = (surf_size, tuple(sorted(self.card_rects.items())), tuple(self.colours), self.app.settings.colorblind, self.lang,
               tuple(p.home for p in self.model.players) if self.model else ())
        if self.board_surf is not None and self.board_key == key:
            return self.board_surf
        surf = pygame.Surface(surf_size)
        surf.blit(self.app.backdrop(surf_size), (0, 0))
        table = self.area.inflate(-self.u(8), -self.u(8))
        pygame.draw.rect(surf, (44, 58, 52), table, border_radius=self.u(16))
        pygame.draw.rect(surf, (70, 88, 74), table, 2, border_radius=self.u(16))
        for side_id, rect in self.card_rects.items():
            side = words.all_sides()[side_id]
            widgets.shadow(surf, rect, self.u(10), self.u(6), 110)
            surf.blit(art.card_surface(side, rect.w), rect)
            owner = self.model.owner_of_side(side_id) if self.model else None
            if self.model and side_id == self.model.lost_kingdom:
                label, colour = tr("kingdoms.board.lost_kingdom", card=words.side_label(side_id)), theme.GOLD
            elif owner is not None:
                label = tr("kingdoms.board.home_of", player=words.player_name(owner, self.colours), card=words.side_label(side_id))
                colour = theme.identity(self.colours[owner], self.app.settings.colorblind).rgb
            else:
                label, colour = tr("kingdoms.board.side", card=words.side_label(side_id)), theme.TEXT
            lab = pygame.Rect(rect.x, rect.y - self.u(22), rect.w, self.u(20))
            if owner is not None:
                pygame.draw.rect(surf, colour, (lab.x, lab.y + self.u(4), self.u(12), self.u(12)), border_radius=self.u(3))
                pygame.draw.rect(surf, (0, 0, 0), (lab.x, lab.y + self.u(4), self.u(12), self.u(12)), 1, border_radius=self.u(3))
                lab.x += self.u(16)
                lab.w -= self.u(16)
            if owner is not None and fonts.fit_size(label, self.u(14), lab.w, "bold") < self.u(11):
                label = f"{words.player_name(owner, self.colours)} · {words.side_label(side_id)}"    # a narrow card
            widgets.text(surf, label, (lab.x, lab.y + self.u(2)), self.u(14), theme.TEXT, "bold", max_width=lab.w)
        if self.tower_rect is not None:
            self.draw_tower_card(surf, self.tower_rect)
        self.board_surf, self.board_key = surf, key
        self.board_fresh = True
        return surf

    def draw_tower_card(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        widgets.shadow(surf, r, self.u(8), self.u(4), 100)
        widgets.panel(surf, r, theme.PARCHMENT, self.u(8), (120, 90, 50), 2)
        head = pygame.Rect(r.x, r.y, self.u(110), r.h)
        surf.blit(art.resource_icon("tower", self.u(26)), (head.x + self.u(10), head.centery - self.u(13)))
        widgets.text(surf, tr("kingdoms.board.tower_card"), (head.x + self.u(40), head.centery), self.u(14), theme.INK, "bold", "midleft", max_width=head.w - self.u(44))
        cells = r.w - head.w - self.u(10)
        cw = cells // 7
        for level in range(7):
            cell = pygame.Rect(head.right + level * cw, r.y + self.u(6), cw - self.u(4), r.h - self.u(12))
            pygame.draw.rect(surf, (236, 222, 190), cell, border_radius=self.u(5))
            pygame.draw.rect(surf, (150, 120, 80), cell, 1, border_radius=self.u(5))
            vp = self.model.tower_vp[level] if level < len(self.model.tower_vp) else 0
            vp_text = tr("kingdoms.board.tower_vp", vp=vp)
            need = fonts.font(self.u(12), "bold").size(str(level))[0] + fonts.font(self.u(11), "bold").size(vp_text)[0] + self.u(16)
            if need <= cell.w:
                widgets.text(surf, str(level), (cell.x + self.u(6), cell.y + self.u(3)), self.u(12), (120, 96, 60), "bold")
                widgets.text(surf, vp_text, (cell.right - self.u(5), cell.y + self.u(3)), self.u(11), theme.INK, "bold", anchor="topright")
            else:       # a narrow card (5 players): the points only, the cells stand in level order
                widgets.text(surf, vp_text, (cell.centerx, cell.y + self.u(3)), self.u(11), theme.INK, "bold", anchor="midtop", max_width=cell.w - self.u(6))

    # --- buttons ------------------------------------------------------------------------------
    def visible_choices(self) -> list[words.Choice]:
        cands = self.candidates()
        return cands[self.page * self.page_size:(self.page + 1) * self.page_size]

    def candidates(self, pick: list[str] | None = None) -> list[words.Choice]:
        pick = self.pick if pick is None else pick
        if not pick:
            return self.choices
        out = []
        for c in self.choices:
            if c.unordered:
                if set(pick) <= set(c.regions):
                    out.append(c)
            elif tuple(c.regions[: len(pick)]) == tuple(pick):
                out.append(c)
        return out

    def choice_lists(self) -> list[list[str]]:
        """The decision panel's list, whole and after each first region click."""
        if self.war_pending() or not self.choices or self.choices[0].action[0] == "resources":
            return []                      # the war overlay and the split editor are not lists
        picks = [[]] + [self.effective_pick() + [r] for r in sorted(self.next_targets())]
        return [[c.label for c in self.candidates(pick)] for pick in picks]

    def effective_pick(self) -> list[str]:
        """The explicit pick, or the source region when only one is possible (skip that click)."""
        if self.pick:
            return self.pick
        moves = [c for c in self.choices if c.regions and not c.unordered]
        if moves and len({c.regions[0] for c in moves}) == 1 and all(len(c.regions) >= 2 for c in moves):
            return [moves[0].regions[0]]
        return []

    def build_buttons(self) -> None:
        buttons: list[widgets.Button] = []
        r = self.decision_rect
        y = r.y + self.u(72)
        bh = self.u(36)
        self.decision_buttons = []
        if self.war_pending():
            b = widgets.Button(pygame.Rect(r.x + self.u(12), y, r.w - self.u(24), bh), tr("kingdoms.war.open"), self.open_war, style="primary")
            buttons.append(b)
            self.decision_buttons.append(b)
        elif self.choices and self.choices[0].action[0] == "resources":
            self.build_split_editor(buttons, r, y, bh)
        else:
            visible = self.visible_choices()
            labels = [f"{i + 1}. {c.label}" for i, c in enumerate(visible)]
            size = min([self.u(16)] + [fonts.fit_size(t, self.u(16), r.w - self.u(44), "bold") for t in labels])
            for i, c in enumerate(visible):
                rect = pygame.Rect(r.x + self.u(12), y + i * self.u(40), r.w - self.u(24), bh)
                b = widgets.Button(rect, labels[i], (lambda c=c: self.choose(c)), tooltip=c.tip, data=c, text_size=size)
                buttons.append(b)
                self.decision_buttons.append(b)
            pages = math.ceil(len(self.candidates()) / self.page_size)
            if pages > 1:
                yy = y + self.page_size * self.u(40)
                half = (r.w - self.u(36)) // 2
                buttons.append(widgets.Button(pygame.Rect(r.x + self.u(12), yy, half, bh), tr("kingdoms.board.prev"), lambda: self.turn_page(-1), enabled=self.page > 0))
                buttons.append(widgets.Button(pygame.Rect(r.x + self.u(24) + half, yy, half, bh), tr("kingdoms.board.next"), lambda: self.turn_page(1), enabled=self.page < pages - 1))
        # action card tiles
        self.tiles: dict[str, pygame.Rect] = {}
        a = self.action_rect
        tw = (a.w - self.u(10) * 4) // 3
        th = (a.h - self.u(40) - self.u(8)) // 2
        select = {c.action[1]: c for c in self.choices if c.action[0] == "select"}
        for i, name in enumerate(ACTIONS):
            rect = pygame.Rect(a.x + self.u(10) + (i % 3) * (tw + self.u(10)), a.y + self.u(34) + (i // 3) * (th + self.u(8)), tw, th)
            self.tiles[name] = rect
            tip = tr(f"kingdoms.action.{name}.tip")
            if name in select:
                buttons.append(widgets.Button(rect, tr(f"kingdoms.action.{name}"), (lambda c=select[name]: self.choose(c)), tooltip=tip, style="ghost", data=("tile", name)))
            else:
                why = tr("kingdoms.why.shield") if self.model and self.model.shields.get(name) else tr("kingdoms.why.not_selecting")
                buttons.append(widgets.Button(rect, tr(f"kingdoms.action.{name}"), None, enabled=False, why_disabled=tip + "\n" + why, style="ghost", data=("tile", name)))
        buttons += self.top_buttons()
        self.group.set(buttons)
        if self.new_decision:
            self.new_decision = False
            self.focus_decision()

    def focus_decision(self) -> None:
        """A new decision takes the keyboard focus, so Enter answers it (it kept the
        focus of the previous screen, e.g. the Menu button while others decided)."""
        for b in self.decision_buttons:
            if b.enabled and b in self.group.buttons:
                self.group.focus = self.group.buttons.index(b)
                return

    def build_split_editor(self, buttons: list, r: pygame.Rect, y: int, bh: int) -> None:
        """Starting resources: three -/+ counters that must add up to 6, then confirm."""
        if getattr(self, "split_for", None) != self.model_key[:2]:
            self.split_for = self.model_key[:2]
            self.split = [2, 1, 3]                      # the rules' suggestion for new players
        total = sum(self.split)
        bw = self.u(44)
        self.split_rows = []
        for i, res in enumerate(RESOURCES):
            row = pygame.Rect(r.x + self.u(12), y + i * self.u(42), r.w - self.u(24), bh)
            self.split_rows.append((res, row))
            minus = pygame.Rect(row.right - 2 * bw - self.u(60), row.y, bw, bh)
            plus = pygame.Rect(row.right - bw, row.y, bw, bh)
            buttons.append(widgets.Button(minus, "−", (lambda i=i: self.bump(i, -1)), self.split[i] > 0, tooltip=tr(f"kingdoms.res.{res}")))
            buttons.append(widgets.Button(plus, "+", (lambda i=i: self.bump(i, 1)), total < 6, tooltip=tr(f"kingdoms.res.{res}"), why_disabled=tr("kingdoms.split.full")))
        action = ("resources", *self.split)
        match = next((c for c in self.choices if c.action == action), None)
        ok = pygame.Rect(r.x + self.u(12), y + 3 * self.u(42) + self.u(6), r.w - self.u(24), bh)
        label = tr("kingdoms.split.confirm", what=words.resource_list(*self.split)) if total == 6 else tr("kingdoms.split.total", n=total)
        b = widgets.Button(ok, label, (lambda c=match: self.choose(c) if c else None), match is not None, style="primary",
                           why_disabled=tr("kingdoms.split.need"), data=match)
        buttons.append(b)
        self.decision_buttons = [b]

    def bump(self, i: int, step: int) -> None:
        self.split[i] = max(0, min(6, self.split[i] + step))
        self.rebuild()

    def turn_page(self, step: int) -> None:
        pages = max(1, math.ceil(len(self.candidates()) / self.page_size))
        self.page = max(0, min(pages - 1, self.page + step))
        self.rebuild()

    def war_pending(self) -> bool:
        return bool(self.choices) and self.choices[0].action[0] == "bid"

    # --- acting ------------------------------------------------------------------------------
    def choose(self, c: words.Choice) -> None:
        if self.viewer is None or self.viewer not in self.ctl.match.to_move():
            self.explain(tr("kingdoms.why.not_your_turn"))
            return
        self.ctl.submit_human(self.viewer, c.action)

    def click_region(self, region_id: str) -> None:
        sides = [c for c in self.choices if c.action[0] == "side"]
        if sides:                   # choosing the home side: click the card itself
            letter = region_id.split(".")[0][-1]
            for c in sides:
                if c.action[1] == letter:
                    self.choose(c)
                    return
        targets = self.next_targets()
        if region_id in targets:
            self.pick = self.effective_pick() + [region_id]
            cands = self.candidates()
            done = [c for c in cands if len(c.regions) == len(self.pick)]
            if len(cands) == 1 and done:
                self.choose(cands[0])
                return
            if done and len(done) == len(cands) and len({c.action for c in done}) == 1:
                self.choose(done[0])
                return
            self.page = 0
            self.rebuild()
            return
        if self.pick and region_id == self.pick[-1]:
            self.pick.pop()          # click the picked region again to let it go
            self.rebuild()
            return
        kinds = {c.action[0] for c in self.choices}
        if not self.choices:
            self.explain(tr("kingdoms.why.not_your_turn") if self.viewer is not None else tr("kingdoms.why.spectator"))
        elif not any(c.regions for c in self.choices):
            self.explain(tr("kingdoms.why.use_panel"))
        else:
            self.explain(words.why_not(self.view, region_id, self.viewer or 0, kinds))

    def next_targets(self) -> set[str]:
        out = set()
        pick = self.effective_pick()
        n = len(pick)
        for c in self.candidates(pick):
            if c.unordered:
                out.update(r for r in c.regions if r not in pick)
            elif len(c.regions) > n:
                out.add(c.regions[n])
        return out

    def open_war(self) -> None:
        """The secret bid (on a shared screen the kit's cover came first: ``update_chrome``)."""
        from game.ui.kingdoms.war import WarScene

        if self.viewer is None or self.covered_seat() is not None:
            return
        self.war_shown = len(self.ctl.match.log)
        self.app.push(WarScene(self.app, self))

    def seat_name(self, seat: int) -> str:
        return words.player_name(seat, self.colours)

    def drop_pick(self) -> bool:
        if not self.pick:
            return False
        self.pick = []
        return True

    def more_choices(self) -> bool:
        pages = math.ceil(len(self.candidates()) / self.page_size)
        if pages <= 1:
            return False
        self.page = (self.page + 1) % pages
        self.rebuild()
        return True

    # --- events --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            region = self.region_at(event.pos)
            if region != self.hover_region or abs(event.pos[0] - self.mouse[0]) + abs(event.pos[1] - self.mouse[1]) > 6:
                self.motions.start("tip", TIP_DELAY, rate=0)     # the tooltip waits for the pointer to rest
            self.hover_region = region
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key <= pygame.K_9 and not event.mod & pygame.KMOD_CTRL:
                i = event.key - pygame.K_1
                if self.choices and self.choices[0].action[0] == "resources":
                    confirm = self.decision_buttons[0] if self.decision_buttons else None
                    if confirm is not None and confirm.enabled and confirm.action:
                        confirm.action()
                    return
                vis = self.visible_choices()
                if i < len(vis) and not self.war_pending():
                    self.choose(vis[i])
                return
        if self.handle_chrome(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.group.buttons:
                if b.rect.collidepoint(event.pos):
                    break
            else:
                region = self.region_at(event.pos)
                if region is not None:
                    self.click_region(region)
                    return
        super().handle(event)

    def region_at(self, pos: tuple[int, int]) -> str | None:
        for side_id, rect in self.card_rects.items():
            if rect.collidepoint(pos):
                for rid, poly in self.region_polys.items():
                    if rid.startswith(side_id + ".") and point_in_polygon(pos, poly):
                        return rid
        return None

    def update(self, dt: float) -> None:
        self.refresh()
        self.update_chrome()
        if self.war_pending() and self.war_shown != len(self.ctl.match.log) and self.app.top is self:
            self.open_war()

    def open_scoring(self) -> None:
        from game.ui.kingdoms.scoring import ScoringScene

        self.app.push(ScoringScene(self.app, self))

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.board_fresh = False
        board = self.compose_board(surf.get_size())
        surf.blit(board, (0, 0))
        if self.board_fresh:
            widgets.placed(board, surf, (0, 0))
        if self.model is None:
            return
        self.draw_highlights(surf)
        self.draw_pieces(surf)
        self.draw_tower_markers(surf)
        if self.choices and self.choices[0].action[0] == "faction":
            self.draw_faction_card(surf)
        if self.model.war is not None:
            self.draw_war_banner(surf)
        elif self.model.end_triggered and not self.model.over:
            rect = self.banner_rect()
            widgets.panel(surf, rect, (70, 60, 30), self.u(10), theme.GOLD, 2)
            widgets.text(surf, tr("kingdoms.board.last_round_banner"), rect.center, self.u(16), theme.GOLD, "bold", "center", max_width=rect.w - self.u(24))
        elif self.selected is not None and self.model.phase == "play":
            seat, action = self.selected
            rect = self.banner_rect()
            widgets.panel(surf, rect, (40, 52, 48), self.u(10), (90, 120, 100), 1)
            text = tr("kingdoms.board.action_banner", player=words.player_name(seat, self.colours), action=tr(f"kingdoms.action.{action}")) + "  " + tr(f"kingdoms.action.{action}.tip")
            self.band_text(surf, rect, text)
        self.draw_topbar(surf)
        self.cached(surf, "players", self.strip, (self.model_key, self.app.settings.colorblind, self.lang, self.size, self.ctl.bot_thinking()), self.draw_players)
        self.draw_action_card(surf)
        self.draw_decision(surf)
        if self.show_log:
            self.cached(surf, "log", self.log_rect, (self.log_key(), self.lang, self.palette, self.size), self.draw_log)
        for b in self.group.buttons:
            if not (isinstance(b.data, tuple) and b.data and b.data[0] == "tile"):
                b.draw(surf, self.k, focused=self.group.keyboard and b is self.group.focused())
        if (self.app.top is self and self.group.hovered() is None and self.app.tip_delay is not None
                and not self.motions.running("tip")):      # (screenshots show no tooltips: tip_delay None)
            tip = self.tooltip_text()
            if tip:
                from game.ui.scene import draw_tip

                box = next((b for b in getattr(self, "player_boxes", []) if b.collidepoint(self.mouse)), None)
                draw_tip(surf, tip, self.mouse, self.k, avoid=box)       # a player's tip never hides their panel

    def banner_rect(self) -> pygame.Rect:
        """The band kept free above the cards."""
        w = min(self.area.w - self.u(40), self.u(760))
        return pygame.Rect(self.area.centerx - w // 2, self.area.y + self.u(10), w, self.u(40))

    def band_text(self, surf: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        """One line if it reads well at a normal size, else two smaller lines."""
        width = rect.w - self.u(24)
        if fonts.fit_size(text, self.u(14), width) >= self.u(13):
            widgets.text(surf, text, rect.center, self.u(14), theme.TEXT, "regular", "center", max_width=width)
            return
        size = self.u(12)
        lines = fonts.wrap(text, size, width)[:2]
        line_h = int(size * 1.25)
        y = rect.centery - line_h * len(lines) // 2
        for line in lines:
            widgets.text(surf, line, (rect.centerx, y), size, theme.TEXT, "regular", "midtop", max_width=width)
            y += line_h

    def draw_war_banner(self, surf: pygame.Surface) -> None:
        """The war in progress, in words: who fights where, and the bids once revealed."""
        war = self.model.war
        rect = self.banner_rect()
        widgets.shadow(surf, rect, self.u(10), self.u(4), 110)
        widgets.panel(surf, rect, (92, 30, 28), self.u(10), (230, 120, 90), 2)
        a = words.player_name(war.attacker, self.colours)
        d = words.player_name(war.defender, self.colours)
        text = tr("kingdoms.board.war_banner", region=words.region_name(war.region) if war.region else "?", attacker=a, defender=d)
        if war.bids:
            text += "  " + tr("kingdoms.board.war_bids", a=words.bid_text(war.bids[0]), d=words.bid_text(war.bids[1]))
        widgets.text(surf, text, rect.center, self.u(16), (255, 236, 220), "bold", "center", max_width=rect.w - self.u(24))

    def draw_faction_card(self, surf: pygame.Surface) -> None:
        """While choosing a faction: the pointed-at (or focused) faction's card, readable in full."""
        shown = None
        for b in self.decision_buttons:
            if b.hover and isinstance(b.data, words.Choice):
                shown = b.data
        focused = self.group.focused()
        if shown is None and focused is not None and isinstance(focused.data, words.Choice):
            shown = focused.data
        if shown is None:
            shown = self.visible_choices()[0] if self.visible_choices() else None
        if shown is None or shown.action[0] != "faction":
            return
        fid = shown.action[1]
        area = self.area.inflate(-self.u(80), -self.u(60))
        card = pygame.Rect(0, 0, min(area.w, self.u(620)), min(area.h, self.u(470)))
        card.center = area.center
        widgets.shadow(surf, card, self.u(14), self.u(6), 120)
        widgets.panel(surf, card, theme.PARCHMENT, self.u(14), (110, 80, 44), 3)
        crest = pygame.Rect(card.x + self.u(24), card.y + self.u(22), self.u(58), self.u(70))
        hue = sum(map(ord, fid)) % 360
        col = pygame.Color(0)
        col.hsva = (hue, 55, 70, 100)
        pts = [crest.topleft, crest.topright, (crest.right, crest.centery), crest.midbottom, (crest.x, crest.centery)]
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.polygon(surf, (70, 50, 30), pts, self.u(3))
        widgets.text(surf, tr(f"kingdoms.faction.{fid}.name")[:1], crest.center, self.u(30), (250, 244, 226), "title", "center")
        x = crest.right + self.u(18)
        widgets.text(surf, tr(f"kingdoms.faction.{fid}.name"), (x, card.y + self.u(26)), self.u(28), theme.INK, "title", max_width=card.right - x - self.u(20))
        widgets.text(surf, tr("kingdoms.board.faction_hint"), (x, card.y + self.u(66)), self.u(14), (110, 90, 60), max_width=card.right - x - self.u(20))
        y = card.y + self.u(110)
        for lv in range(1, 6):
            badge = pygame.Rect(card.x + self.u(24), y, self.u(30), self.u(30))
            pygame.draw.circle(surf, (90, 120, 200), badge.center, self.u(15))
            widgets.text(surf, str(lv), badge.center, self.u(15), (255, 255, 255), "bold", "center")
            body = pygame.Rect(badge.right + self.u(12), y + self.u(4), card.right - badge.right - self.u(36), self.u(60))
            used = widgets.wrapped(surf, tr(f"kingdoms.faction.{fid}.ability.{lv}"), body, self.u(16), theme.INK)
            y += max(self.u(38), used + self.u(14))

    def draw_tower_markers(self, surf: pygame.Surface) -> None:
        r = self.tower_rect
        if r is None:
            return
        head_w = self.u(110)
        cw = (r.w - head_w - self.u(10)) // 7
        stack: dict[int, int] = {}
        for p in self.model.players:
            level = max(0, min(6, p.tower))
            k = stack.get(level, 0)
            stack[level] = k + 1
            ident = theme.identity(p.colour, self.app.settings.colorblind)
            cx = r.x + head_w + level * cw + self.u(12) + (k % 3) * self.u(17)
            cy = r.y + self.u(32) + (k // 3) * self.u(16)
            draw_chip(surf, (cx, cy), self.u(16), ident)

    def tooltip_text(self) -> str | None:
        """Words for what the mouse rests on: a region (terrain, token) or a player (faction)."""
        for p, box in zip(self.model.players, getattr(self, "player_boxes", []), strict=False):
            if box.collidepoint(self.mouse) and p.faction:
                lines = [tr(f"kingdoms.faction.{p.faction}.name")]
                for lv in range(1, 6):
                    mark = "✓" if lv <= p.magic else "·"
                    lines.append(f"{mark} " + tr("kingdoms.faction.level", level=lv) + " " + tr(f"kingdoms.faction.{p.faction}.ability.{lv}"))
                return "\n".join(lines)
        rid = self.hover_region
        if rid is None:
            return None
        side = words.all_sides().get(rid.split(".")[0])
        terrain = next((x.terrain for x in side.regions if x.id == rid), "") if side else ""
        lines = [words.region_name(rid), tr(f"kingdoms.terrain.{terrain}.tip")]
        if rid in self.next_targets():
            pick = self.effective_pick() + [rid]
            done = [c for c in self.candidates(pick) if len(c.regions) == len(pick)]
            if len(done) == 1:
                lines.insert(0, tr("kingdoms.board.click_to", choice=done[0].label))
        edge = next((x.is_edge for x in side.regions if x.id == rid), False) if side else False
        if edge and terrain not in ("water", "crags"):
            lines.append(tr("kingdoms.board.edge_region"))
        for t in self.model.tokens:
            if t.region == rid:
                lines.append(tr("kingdoms.token.unknown.tip") if t.kind is None else tr(f"kingdoms.token.{t.kind}") + ": " + tr(f"kingdoms.token.{t.kind}.tip"))
        return "\n".join(lines)

    @staticmethod
    def _poly(surf: pygame.Surface, poly, fill=None, edge=None, width: int = 2) -> None:
        """A translucent polygon drawn through a small surface around it (cheap per frame)."""
        xs = [p[0] for p in poly]
        ys = [p[1] for p in poly]
        x0, y0 = int(min(xs)) - width, int(min(ys)) - width
        w, h = int(max(xs)) - x0 + width + 1, int(max(ys)) - y0 + width + 1
        if w <= 0 or h <= 0:
            return
        tmp = pygame.Surface((w, h), pygame.SRCALPHA)
        local = [(x - x0, y - y0) for x, y in poly]
        if fill is not None:
            pygame.draw.polygon(tmp, fill, local)
        if edge is not None:
            pygame.draw.polygon(tmp, edge, local, width)
        surf.blit(tmp, (x0, y0))

    def draw_highlights(self, surf: pygame.Surface) -> None:
        targets = self.next_targets()
        now = self.app.now
        pulse = self.app.pulse(now)
        for rid in targets:
            poly = self.region_polys.get(rid)
            if poly:
                strong = rid == self.hover_region
                self._poly(surf, poly, (255, 226, 120, 110 if strong else int(30 + 30 * pulse)), (255, 214, 90, 255), max(2, self.u(4 if strong else 2)))
        for rid in self.effective_pick():
            poly = self.region_polys.get(rid)
            if poly:
                self._poly(surf, poly, (120, 200, 255, 90), (120, 200, 255, 255), max(2, self.u(4)))
        self.draw_preview(surf)
        for key in self.motions.keys():
            if not (isinstance(key, tuple) and key[0] == "flash"):
                continue
            flash = self.motions.get(key)
            rid, seat = key[1], flash.data
            poly = self.region_polys.get(rid)
            if poly:
                rgb = theme.identity(self.colours[seat], self.app.settings.colorblind).rgb if seat is not None and 0 <= seat < len(self.colours) else (255, 255, 255)
                fade = min(1.0, (flash.end - now) / 0.6)
                self._poly(surf, poly, None, (*rgb, int(220 * fade)), max(2, self.u(4)))
        war = self.model.war
        if war and war.region in self.region_polys:
            self._poly(surf, self.region_polys[war.region], (230, 70, 60, int(60 + 60 * pulse)), (230, 70, 60, 255), max(2, self.u(3)))

    def previewed(self) -> words.Choice | None:
        """The choice under the mouse (or keyboard focus) in the decision panel."""
        for b in self.decision_buttons:
            if b.hover and isinstance(b.data, words.Choice):
                return b.data
        focused = self.group.focused()
        if self.group.keyboard and focused is not None and isinstance(focused.data, words.Choice):
            return focused.data
        return None

    def draw_preview(self, surf: pygame.Surface) -> None:
        """Where the pointed-at move goes: its source in blue, its target in gold
        (red when the move starts a war), before it is chosen."""
        choice = self.previewed()
        if choice is None or not choice.regions:
            return
        for i, rid in enumerate(choice.regions):
            poly = self.region_polys.get(rid)
            if not poly:
                continue
            last = i == len(choice.regions) - 1
            if not last:
                self._poly(surf, poly, (120, 200, 255, 70), (120, 200, 255, 255), max(2, self.u(3)))
            elif choice.war:
                self._poly(surf, poly, (230, 70, 60, 120), (255, 90, 70, 255), max(3, self.u(5)))
            else:
                self._poly(surf, poly, (255, 236, 150, 120), (255, 214, 90, 255), max(3, self.u(5)))

    def meeple_size(self) -> int:
        if not self.card_rects:
            return self.u(30)
        return max(12, int(next(iter(self.card_rects.values())).w * 0.14))

    def draw_pieces(self, surf: pygame.Surface) -> None:
        m = self.model
        size = self.meeple_size()
        now = self.app.now
        # tokens under the meeples
        tok = max(10, int(size * 0.7))
        for t in m.tokens:
            a = self.region_anchor.get(t.region)
            if a:
                img = art.token_surface(t.kind, tok)
                surf.blit(img, img.get_rect(center=(int(a[0] + size * 0.75), int(a[1] - size * 0.55))))
        self.drawn_meeples = {}
        places = self.places or {}
        for mp in m.meeples:
            place = places.get(mp.id)
            if place is None or place[0] not in self.region_anchor:
                continue
            pos = self.place_xy(place, size)
            walk = self.motions.get(("walk", mp.id))
            if walk is not None:
                pos = motion.lerp(self.place_xy(walk.data, size, pos), pos, motion.ease_out(walk.progress(now)))
            self.drawn_meeples[mp.id] = _whole(pos)
            ident = theme.identity(self.colours[mp.owner], self.app.settings.colorblind) if mp.owner >= 0 else None
            art.draw_meeple(surf, pos, size, ident, mp.knocked)

    def place_xy(self, place: tuple, size: int, default: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
        """Where a meeple's place is on screen (``meeple_places``), or ``default``."""
        if place[0] == "box":
            boxes = getattr(self, "player_boxes", [])
            return boxes[place[1]].center if 0 <= place[1] < len(boxes) else default
        a = self.region_anchor.get(place[0])
        if a is None:
            return default
        region, i, n = place[:3]
        dx = 0 if n == 1 else (-0.42 if i == 0 else 0.42) * size
        return (a[0] + dx, a[1] + size * 0.1)

    def topbar_head(self, surf: pygame.Surface, r: pygame.Rect) -> int:
        m = self.model
        if m.phase == "setup":
            head = tr("kingdoms.board.setup")
        elif m.over:            # nobody is active any more (the engine has already passed the turn on)
            head = tr("board.turn_over", turn=m.turn)
        else:
            head = tr("board.turn", turn=m.turn, player=words.player_name(m.active, self.colours))
        rect = widgets.text(surf, head, (r.x + self.u(14), r.centery), self.u(17), theme.GOLD, "bold", "midleft", max_width=self.u(300))
        return rect.right + self.u(18)

    def topbar_prompt(self) -> str:
        prompt = words.prompt(self.view, self.viewer, self.colours)
        if self.model.end_triggered and not self.model.over:
            prompt = tr("kingdoms.board.last_round") + "  " + prompt
        return prompt

    def cached(self, surf: pygame.Surface, name: str, rect: pygame.Rect, key: tuple, draw) -> None:
        """Blit a panel that only changes with the game, redrawing it when ``key`` changes."""
        cache = self.__dict__.setdefault("_panels", {})
        entry = cache.get(name)
        if entry is None or entry[0] != key:
            panel = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            panel.set_clip(rect)            # what falls outside is not kept: let the text checks see it
            draw(panel)
            widgets.placed(panel, surf, (0, 0))
            entry = (key, panel.subsurface(rect.clip(panel.get_rect())).copy())
            cache[name] = entry
        surf.blit(entry[1], rect.topleft)

    def draw_players(self, surf: pygame.Surface) -> None:
        m = self.model
        n = len(m.players)
        r = self.strip
        pygame.draw.rect(surf, (22, 26, 36), r)
        pygame.draw.line(surf, theme.EDGE, r.topleft, r.topright)
        gap = self.u(8)
        bw = (r.w - gap * (n + 1)) // max(1, n)
        self.player_boxes = []
        for p in m.players:
            box = pygame.Rect(r.x + gap + p.seat * (bw + gap), r.y + gap, bw, r.h - 2 * gap)
            self.player_boxes.append(box)
            ident = theme.identity(p.colour, self.app.settings.colorblind)
            active = p.seat == m.active and m.phase == "play"
            deciding = p.seat in m.deciders
            widgets.panel(surf, box, (40, 46, 62) if not active else (56, 56, 70), self.u(10),
                          theme.GOLD if active else (ident.rgb if deciding else theme.EDGE), 3 if (active or deciding) else 1)
            art.draw_meeple(surf, (box.x + self.u(20), box.y + self.u(22)), self.u(30), ident)
            name = words.player_name(p.seat, self.colours)
            room = box.w - self.u(46)
            name_rect = widgets.text(surf, name, (box.x + self.u(40), box.y + self.u(6)), self.u(15), theme.TEXT, "bold", max_width=room, shorten=True)
            tag = seat_tag(self.ctl, p.seat, self.viewer)      # the kit's words; smaller, after the name
            avail = box.x + self.u(40) + room - name_rect.right - self.u(6)
            if fonts.font(self.u(12)).size(tag)[0] > avail:
                tag = seat_tag(self.ctl, p.seat, self.viewer, short=True)     # "bot" without its level
            if fonts.font(self.u(12)).size(tag)[0] > avail:
                tag = tag.split(" · ")[-1]                      # no room for both: "thinking…" alone
            if fonts.font(self.u(12)).size(tag)[0] <= avail:
                widgets.text(surf, tag, (name_rect.right + self.u(6), box.y + self.u(8)), self.u(12), theme.MUTED, max_width=avail)
            fac = tr(f"kingdoms.faction.{p.faction}.name") if p.faction else tr("kingdoms.board.no_faction")
            widgets.text(surf, fac, (box.x + self.u(40), box.y + self.u(25)), self.u(13), theme.GOLD, max_width=box.w - self.u(46))
            # resources
            y = box.y + self.u(48)
            x = box.x + self.u(8)
            cell = (box.w - self.u(16)) // 3
            for i, res in enumerate(RESOURCES):
                icon = art.resource_icon(res, self.u(20))
                surf.blit(icon, (x + i * cell, y))
                widgets.text(surf, str(p.res[i]), (x + i * cell + self.u(24), y + self.u(10)), self.u(17), theme.TEXT, "bold", "midleft")
            # tower and magic tracks
            y += self.u(28)
            self.track(surf, "tower", x, y, box.w - self.u(16), p.tower, 6, ident.rgb)
            y += self.u(22)
            self.track(surf, "magic", x, y, box.w - self.u(16), p.magic, 5, ident.rgb)
            y += self.u(24)
            extra = tr("kingdoms.board.meeples", n=p.in_play, supply=p.supply)
            if p.crown:
                extra += " · " + tr("kingdoms.token.crown")
            if p.captured:
                extra += " · " + tr("kingdoms.board.captured", n=p.captured)
            widgets.text(surf, extra, (x, y), self.u(13), theme.MUTED, max_width=box.w - self.u(16))

    def track(self, surf, kind: str, x: int, y: int, w: int, level: int, top: int, rgb) -> None:
        surf.blit(art.resource_icon(kind, self.u(18)), (x, y))
        pip_x = x + self.u(24)
        avail = w - self.u(24) - self.u(34)
        step = max(4, avail // top)
        for i in range(top):
            rect = pygame.Rect(pip_x + i * step, y + self.u(4), step - self.u(3), self.u(11))
            pygame.draw.rect(surf, rgb if i < level else (60, 66, 84), rect, border_radius=self.u(3))
            dark = i < level and sum(rgb) < 200
            pygame.draw.rect(surf, (220, 220, 220) if dark else (10, 10, 14), rect, 1, border_radius=self.u(3))
        label = f"{level}/{top}"
        if kind == "tower":
            label = tr("kingdoms.board.tower_vp", vp=self.model.tower_vp[min(level, len(self.model.tower_vp) - 1)])
        widgets.text(surf, label, (x + w, y + self.u(9)), self.u(12), theme.MUTED, anchor="midright")

    def draw_action_card(self, surf: pygame.Surface) -> None:
        a = self.action_rect
        widgets.panel(surf, a, theme.PARCHMENT, self.u(10), (120, 90, 50), 2)
        used = sum(1 for v in self.model.shields.values() if v)
        widgets.text(surf, tr("kingdoms.board.action_card", n=5 - used), (a.x + self.u(12), a.y + self.u(8)), self.u(15), theme.INK, "bold", max_width=a.w - self.u(24))
        current = self.view.get("action")
        for name, rect in self.tiles.items():
            shield = self.model.shields.get(name)
            selectable = any(b.enabled and b.data == ("tile", name) for b in self.group.buttons)
            hover = any(b.hover for b in self.group.buttons if b.data == ("tile", name))
            col = (238, 226, 198) if not shield else (200, 186, 160)
            if name == current:
                col = (250, 236, 170)
            if selectable and hover:
                col = (255, 244, 200)
            pygame.draw.rect(surf, col, rect, border_radius=self.u(6))
            pygame.draw.rect(surf, theme.GOLD if selectable else (140, 110, 70), rect, self.u(3) if selectable else 1, border_radius=self.u(6))
            inner = rect.w - (self.u(26) if shield else self.u(8))
            cx = rect.centerx - (self.u(9) if shield else 0)
            widgets.text(surf, tr(f"kingdoms.action.{name}"), (cx, rect.centery), self.u(14), theme.INK if not shield else (120, 100, 80), "bold", "center", max_width=inner)
            if shield:
                self.draw_shield(surf, (rect.right - self.u(11), rect.centery - self.u(2)), self.u(8))
        focused = self.group.focused()
        if self.group.keyboard and focused is not None and isinstance(focused.data, tuple) and focused.data[0] == "tile":
            pygame.draw.rect(surf, theme.ACCENT, focused.rect.inflate(self.u(4), self.u(4)), self.u(3), border_radius=self.u(7))

    def draw_shield(self, surf, center, r: int) -> None:
        x, y = center
        pts = [(x - r, y - r), (x + r, y - r), (x + r, y), (x, y + r * 1.3), (x - r, y)]
        pygame.draw.polygon(surf, (150, 40, 40), pts)
        pygame.draw.polygon(surf, (240, 210, 120), pts, max(1, r // 5))
        pygame.draw.line(surf, (240, 210, 120), (x, y - r), (x, y + r * 1.2), max(1, r // 6))

    def draw_decision(self, surf: pygame.Surface) -> None:
        r = self.decision_rect
        mine = bool(self.choices)
        widgets.panel(surf, r, (48, 44, 34) if mine else theme.BG2, self.u(10), theme.GOLD if mine else theme.EDGE, 2 if mine else 1)
        x = r.x + self.u(12)
        if mine:
            who = words.player_name(self.viewer, self.colours) if self.viewer is not None else ""
            title = tr("kingdoms.board.your_decision", player=who) if len(self.ctl.humans) > 1 else tr("kingdoms.board.your_turn")
            widgets.text(surf, title, (x, r.y + self.u(10)), self.u(17), theme.GOLD, "bold", max_width=r.w - self.u(24))
            hint = tr("kingdoms.board.pick_region") if self.next_targets() else tr("kingdoms.board.pick_button")
            if self.effective_pick():
                hint = tr("kingdoms.board.picked", region=words.region_name(self.effective_pick()[-1]))
            widgets.wrapped_fit(surf, hint, pygame.Rect(x, r.y + self.u(34), r.w - self.u(24), self.u(34)), self.u(13), theme.MUTED, spacing=1.1,
                                minimum=max(8, self.u(10)))
            if self.choices[0].action[0] == "resources":
                for i, (res, row) in enumerate(getattr(self, "split_rows", [])):
                    surf.blit(art.resource_icon(res, self.u(26)), (row.x, row.centery - self.u(13)))
                    widgets.text(surf, tr(f"kingdoms.res.{res}"), (row.x + self.u(34), row.centery), self.u(16), theme.TEXT, "bold", "midleft")
                    widgets.text(surf, str(self.split[i]), (row.right - self.u(44) - self.u(30), row.centery), self.u(20), theme.GOLD, "bold", "center")
        else:
            waiting = [s for s in self.model.deciders]
            if self.model.over:
                text = tr("prompt.over")
            elif waiting:
                text = tr("kingdoms.board.waiting", who=", ".join(words.player_name(s, self.colours) for s in waiting))
            else:
                text = tr("kingdoms.board.resolving")
            widgets.text(surf, tr("kingdoms.board.decision"), (x, r.y + self.u(10)), self.u(17), theme.TEXT, "bold", max_width=r.w - self.u(24))
            widgets.wrapped_fit(surf, text, pygame.Rect(x, r.y + self.u(40), r.w - self.u(24), r.h - self.u(48)), self.u(15), theme.MUTED,
                                minimum=max(8, self.u(11)))


def meeple_places(model: BoardModel | None) -> dict[int, tuple]:
    """Each meeple's place: (region, its place among the meeples there, how many, owner)."""
    if model is None:
        return {}
    by_region: dict[str, list] = {}
    for mp in model.meeples:
        by_region.setdefault(mp.region, []).append(mp)
    return {mp.id: (rid, i, len(group), mp.owner) for rid, group in by_region.items() for i, mp in enumerate(group)}


def _whole(pos: tuple[float, float]) -> tuple[int, int]:
    return (int(round(pos[0])), int(round(pos[1])))
