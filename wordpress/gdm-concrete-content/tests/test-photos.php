<?php
/**
 * A photo's metadata taken out (includes/photos.php): where it was taken and what took it go; the
 * picture, its colour profile and its orientation stay. The upload through WordPress itself, with a
 * phone-sized photo, is tests/wordpress/uploads.spec.ts.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * JPEG segments in and out.
 */
final class Photos_Test extends GDM_Concrete_Test_Case {

	/**
	 * A colour profile's bytes, as a phone's APP2 carries them (not a real profile: only kept whole).
	 */
	const ICC = "ICC_PROFILE\0\x01\x01" . 'appl-display-p3-profile-bytes';

	/**
	 * A segment: marker, length, payload.
	 *
	 * @param int    $marker  Second byte.
	 * @param string $payload Payload.
	 * @return string
	 */
	private function segment( $marker, $payload ) {
		return "\xFF" . chr( $marker ) . pack( 'n', strlen( $payload ) + 2 ) . $payload;
	}

	/**
	 * An Exif block as a phone writes it, little-endian: Make, Model, Orientation 6 (turn right) and a
	 * GPS directory with the latitude and longitude of a house in Ankeny.
	 *
	 * @return string APP1's payload.
	 */
	private function phone_exif() {
		$entry = static function ( $tag, $type, $count, $value ) {
			return pack( 'vvV', $tag, $type, $count ) . $value;
		};
		// IFD0 at 8: 4 entries (12 bytes each), then the next-directory offset; values after it.
		$ifd0_size = 2 + 4 * 12 + 4;
		$make_at   = 8 + $ifd0_size;
		$model_at  = $make_at + 6;
		$gps_at    = $model_at + 10;
		$ifd0      = pack( 'v', 4 )
			. $entry( 0x010F, 2, 6, pack( 'V', $make_at ) )
			. $entry( 0x0110, 2, 10, pack( 'V', $model_at ) )
			. $entry( 0x0112, 3, 1, pack( 'vv', 6, 0 ) )
			. $entry( 0x8825, 4, 1, pack( 'V', $gps_at ) )
			. pack( 'V', 0 );
		$gps_size  = 2 + 4 * 12 + 4;
		$rational  = $gps_at + $gps_size;
		$gps       = pack( 'v', 4 )
			. $entry( 0x0001, 2, 2, "N\0\0\0" )
			. $entry( 0x0002, 5, 3, pack( 'V', $rational ) )
			. $entry( 0x0003, 2, 2, "W\0\0\0" )
			. $entry( 0x0004, 5, 3, pack( 'V', $rational + 24 ) )
			. pack( 'V', 0 );
		$degrees   = pack( 'VVVVVV', 41, 1, 43, 1, 3012, 100 ) . pack( 'VVVVVV', 93, 1, 36, 1, 1845, 100 );
		return "Exif\0\0" . 'II' . pack( 'vV', 42, 8 ) . $ifd0 . "Apple\0iPhone 13\0" . $gps . $degrees;
	}

	/**
	 * A small JPEG from GD, with a phone's metadata put in after its JFIF, and a second picture after
	 * its end, as a phone's multi-picture file has.
	 *
	 * @return array{0: string, 1: string} The photo, and GD's own file.
	 */
	private function phone_photo() {
		$image = imagecreatetruecolor( 32, 24 );
		for ( $x = 0; $x < 32; $x++ ) {
			imagefilledrectangle( $image, $x, 0, $x, 23, imagecolorallocate( $image, $x * 8, 255 - $x * 8, 128 ) );
		}
		ob_start();
		imagejpeg( $image, null, 90 );
		$plain = (string) ob_get_clean();
		$jfif  = 4 + unpack( 'n', $plain, 4 )[1];
		$added = $this->segment( 0xE1, $this->phone_exif() )
			. $this->segment( 0xE1, "http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>41,43.502N</exif:GPSLatitude></x:xmpmeta>" )
			. $this->segment( 0xE2, self::ICC )
			. $this->segment( 0xE2, "MPF\0MM\0*" )
			. $this->segment( 0xED, "Photoshop 3.0\08BIM\x04\x04 City: Ankeny" )
			. $this->segment( 0xEE, "Adobe\0\x64\0\0\0\0\x01" )
			. $this->segment( 0xFE, 'Taken at 1418 NW Abbie Dr' );
		$photo = substr( $plain, 0, $jfif ) . $added . substr( $plain, $jfif ) . "\xFF\xD8" . $this->segment( 0xE1, $this->phone_exif() ) . "\xFF\xD9";
		return array( $photo, $plain );
	}

	/**
	 * GPS, the camera, XMP, IPTC, the multi-picture index, the comment and the second picture go; the
	 * colour profile and Adobe's transform stay byte for byte, the picture's coded data is untouched
	 * (it decodes to the same pixels), and the orientation is the one Exif tag left, as PHP's own Exif
	 * reader reads it.
	 */
	public function test_a_phone_photo_keeps_its_picture_profile_and_orientation_only() {
		list( $photo, $plain ) = $this->phone_photo();

		$clean = gdm_concrete_photo_strip( $photo );

		$this->assertIsString( $clean );
		foreach ( array( 'Apple', 'iPhone', 'xmpmeta', 'GPSLatitude', 'Photoshop', 'Ankeny', 'MPF', 'Abbie' ) as $gone ) {
			$this->assertStringNotContainsString( $gone, $clean, "{$gone} is still in the file" );
		}
		$this->assertStringContainsString( $this->segment( 0xE2, self::ICC ), $clean );
		$this->assertStringContainsString( $this->segment( 0xEE, "Adobe\0\x64\0\0\0\0\x01" ), $clean );
		$scan = strpos( $plain, "\xFF\xDA" );
		$this->assertStringEndsWith( substr( $plain, $scan ), $clean, 'the scans and the end, as GD wrote them, and nothing after' );
		$this->assertSame( "\xFF\xD8\xFF\xE0", substr( $clean, 0, 4 ), 'JFIF first' );
		$this->assertSame( "\xFF\xE1", substr( $clean, 4 + unpack( 'n', $clean, 4 )[1], 2 ), 'then the Exif' );

		$this->assertSame( 6, gdm_concrete_photo_orientation( substr( $this->app1( $clean ), 6 ) ) );
		if ( function_exists( 'exif_read_data' ) ) {
			$read = exif_read_data( 'data://image/jpeg;base64,' . base64_encode( $clean ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a data URL for PHP's reader
			$this->assertSame( 6, $read['Orientation'] );
			$this->assertSame( array(), preg_grep( '/^(GPS|Make|Model)/', array_keys( $read ) ) );
		}
		$this->assertSame( imagecolorat( imagecreatefromstring( $plain ), 20, 10 ), imagecolorat( imagecreatefromstring( $clean ), 20, 10 ) );
		$this->assertSame( $clean, gdm_concrete_photo_strip( $clean ), 'a clean file stays as it is' );
	}

	/**
	 * A photo standing upright (orientation 1) or without Exif is left with none; one with nothing to
	 * take out is given back unchanged.
	 */
	public function test_an_upright_photo_is_left_without_exif() {
		list( , $plain ) = $this->phone_photo();
		$upright         = str_replace( pack( 'vvVvv', 0x0112, 3, 1, 6, 0 ), pack( 'vvVvv', 0x0112, 3, 1, 1, 0 ), $this->phone_exif() );
		$jfif            = 4 + unpack( 'n', $plain, 4 )[1];

		$clean = gdm_concrete_photo_strip( substr( $plain, 0, $jfif ) . $this->segment( 0xE1, $upright ) . substr( $plain, $jfif ) );

		$this->assertStringNotContainsString( 'Exif', $clean );
		$this->assertStringNotContainsString( 'Apple', $clean );
		$without_comment = gdm_concrete_photo_strip( $plain );
		$this->assertSame( $without_comment, gdm_concrete_photo_strip( $without_comment ) );
	}

	/**
	 * What is not a JPEG, or breaks off inside a segment, is not a JPEG this reads; a file cut short
	 * inside its scan is still cleaned.
	 */
	public function test_what_cannot_be_read() {
		list( $photo ) = $this->phone_photo();
		$this->assertNull( gdm_concrete_photo_strip( "\x89PNG\r\n\x1a\n" ) );
		$this->assertNull( gdm_concrete_photo_strip( substr( $photo, 0, 30 ) ) );
		$cut   = substr( $photo, 0, strpos( $photo, "\xFF\xDA" ) + 40 );
		$clean = gdm_concrete_photo_strip( $cut );
		$this->assertIsString( $clean );
		$this->assertStringNotContainsString( 'Apple', $clean );
	}

	/**
	 * The first APP1's payload.
	 *
	 * @param string $jpeg File.
	 * @return string
	 */
	private function app1( $jpeg ) {
		$at = strpos( $jpeg, "\xFF\xE1" );
		$this->assertNotFalse( $at, 'no Exif' );
		return substr( $jpeg, $at + 4, unpack( 'n', $jpeg, $at + 2 )[1] - 2 );
	}
}
