-- Pictures know their size (issue 24), and the institution gets a picture for link previews.

-- AlterTable
ALTER TABLE "AmbulantaSlika" ADD COLUMN     "height" INTEGER,
ADD COLUMN     "width" INTEGER;

-- AlterTable
ALTER TABLE "NovostImage" ADD COLUMN     "height" INTEGER,
ADD COLUMN     "width" INTEGER;

-- AlterTable
ALTER TABLE "SluzbaSlika" ADD COLUMN     "height" INTEGER,
ADD COLUMN     "width" INTEGER;

-- CreateTable
CREATE TABLE "UstanovaSlika" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "hash" VARCHAR(64) NOT NULL,
    "full" BYTEA NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "UstanovaSlika_pkey" PRIMARY KEY ("id")
);

-- Stored pictures know their size (issue 24): link previews name og:image:width and height from the JPEG itself.
-- The pixel size of a JPEG, read from its frame header (SOFn); NULLs for bytes that are no JPEG.
CREATE FUNCTION jpeg_size(img bytea, OUT width integer, OUT height integer)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  n integer := octet_length(img);
  i integer := 2;
  marker integer;
BEGIN
  IF n < 4 OR get_byte(img, 0) <> 255 OR get_byte(img, 1) <> 216 THEN RETURN; END IF;
  WHILE i + 8 < n LOOP
    IF get_byte(img, i) <> 255 THEN RETURN; END IF;
    marker := get_byte(img, i + 1);
    IF marker = 255 THEN
      i := i + 1; -- a fill byte
    ELSIF marker = 1 OR marker BETWEEN 208 AND 217 THEN
      i := i + 2; -- TEM, RSTn, SOI, EOI: no length
    ELSIF marker BETWEEN 192 AND 207 AND marker NOT IN (196, 200, 204) THEN
      -- SOF0–SOF15 (not DHT, JPG, DAC): length, precision, height, width.
      height := get_byte(img, i + 5) * 256 + get_byte(img, i + 6);
      width := get_byte(img, i + 7) * 256 + get_byte(img, i + 8);
      RETURN;
    ELSE
      i := i + 2 + get_byte(img, i + 2) * 256 + get_byte(img, i + 3);
    END IF;
  END LOOP;
END $$;

-- Whatever writes a picture's bytes (the API, the demo seed, a version restored, a backup restored, psql), its size is
-- read from them in the same statement: never told by the writer, never out of step.
CREATE FUNCTION picture_size() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.width, s.height INTO NEW.width, NEW.height FROM jpeg_size(NEW."full") s;
  RETURN NEW;
END $$;

CREATE TRIGGER picture_size BEFORE INSERT OR UPDATE OF "full", "width", "height" ON "NovostImage" FOR EACH ROW EXECUTE FUNCTION picture_size();
CREATE TRIGGER picture_size BEFORE INSERT OR UPDATE OF "full", "width", "height" ON "AmbulantaSlika" FOR EACH ROW EXECUTE FUNCTION picture_size();
CREATE TRIGGER picture_size BEFORE INSERT OR UPDATE OF "full", "width", "height" ON "SluzbaSlika" FOR EACH ROW EXECUTE FUNCTION picture_size();
CREATE TRIGGER picture_size BEFORE INSERT OR UPDATE OF "full", "width", "height" ON "UstanovaSlika" FOR EACH ROW EXECUTE FUNCTION picture_size();

-- The pictures stored so far.
UPDATE "NovostImage" SET "full" = "full";
UPDATE "AmbulantaSlika" SET "full" = "full";
UPDATE "SluzbaSlika" SET "full" = "full";
