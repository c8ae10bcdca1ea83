-- The gazetteer's generation (docs/decisions/0015): place answers are cached at the edge under
-- a key that carries it, so every load of the places seed (scripts/places/rows.ts ends with a
-- new random value) makes the old copies unreachable. One row, read per place request.
CREATE TABLE gazetteer (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation TEXT NOT NULL
);
INSERT INTO gazetteer (id, generation) VALUES (1, 'initial');
