"""Every picture the README shows is re-made by build_scripts/readme_screenshots.py
(one recipe per link, no recipe without a link), and each recipe names a scene the
screenshot command can render, so the one command re-makes them all (issue 30)."""

from __future__ import annotations

from pathlib import Path

from game.ui.screenshot import scenes_of
from tests.build_script_loader import ROOT, load_script


def test_every_readme_picture_has_a_recipe_and_every_recipe_a_picture():
    script = load_script("readme_screenshots")
    linked = script.readme_images(ROOT / "README.md")
    assert linked, "the README shows no screenshot"
    assert script.problems(ROOT / "README.md") == []
    assert [s.file for s in script.SHOTS] == linked               # in the README's order
    for shot in script.SHOTS:
        assert shot.scene in scenes_of(shot.game), shot
        assert (ROOT / script.FOLDER / shot.file).is_file(), shot.file
        w, h = (int(x) for x in shot.size.split("x"))
        assert (w, h) in ((1280, 800), (1024, 640)), shot


def test_a_link_without_a_recipe_is_reported(tmp_path: Path):
    script = load_script("readme_screenshots")
    readme = tmp_path / "README.md"
    links = "\n".join(f"![x]({script.FOLDER}/{s.file})" for s in script.SHOTS)
    readme.write_text(links + f"\n![new]({script.FOLDER}/brand-new.png)\n", encoding="utf-8")
    assert script.problems(readme) == ["README shows brand-new.png but readme_screenshots.py does not make it"]
