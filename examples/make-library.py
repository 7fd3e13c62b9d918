#!/usr/bin/env python3
"""Gathers Excalidraw scenes into one Excalidraw library, an item a scene.

    python3 examples/make-library.py -o LIBRARY.excalidrawlib NAME=SCENE.excalidraw …

Scribble writes scenes (`scribble convert … -o x.excalidraw`) but not libraries; a library
(version 2) is the scenes' elements as its items, each under the name given. Nothing else of the
scenes changes, so each item reads back as the drawing its scene holds.
"""

import argparse
import json
import sys


def main():
    parser = argparse.ArgumentParser(description="Gather Excalidraw scenes into a library.")
    parser.add_argument("-o", "--output", required=True, help="the library to write")
    parser.add_argument("items", nargs="+", metavar="NAME=SCENE", help="an item's name and its scene")
    arguments = parser.parse_args()
    items = []
    for item in arguments.items:
        name, separator, path = item.partition("=")
        if not separator or not name or not path:
            sys.exit(f"make-library.py: error: {item}: expected NAME=SCENE")
        with open(path, encoding="utf-8") as file:
            scene = json.load(file)
        if scene.get("type") != "excalidraw":
            sys.exit(f"make-library.py: error: {path}: not an Excalidraw scene")
        items.append({
            "id": name.lower(),
            "status": "unpublished",
            "created": 0,
            "name": name,
            "elements": scene["elements"],
        })
    library = {"type": "excalidrawlib", "version": 2, "source": "https://excalidraw.com", "libraryItems": items}
    with open(arguments.output, "w", encoding="utf-8") as file:
        json.dump(library, file, ensure_ascii=False, separators=(",", ":"))
        file.write("\n")


if __name__ == "__main__":
    main()
