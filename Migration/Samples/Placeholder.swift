import Loom
