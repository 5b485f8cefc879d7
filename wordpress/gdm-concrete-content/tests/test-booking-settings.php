<?php
/**
 * The booking settings' checks on save (includes/booking-settings.php): what is kept, in the business
 * file's `booking` shape, and the worded error of each value refused.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The section's reading of the form.
 */
final class Booking_Settings_Test extends GDM_Concrete_Test_Case {

	/**
	 * Valid values become the business file's shape: hours as sorted spans, numbers as numbers.
	 */
	public function test_keeps_valid_values_in_the_business_files_shape() {
		list( $settings, $errors ) = gdm_concrete_booking_read(
			array(
				'hours'           => array(
					'monday'   => '13:00-17:00, 8:00-12:00',
					'saturday' => '09:00 - 12:00',
				),
				'visitsPerWindow' => '2',
				'windowMinutes'   => '90',
				'blockedDates'    => "2026-12-31\n\n2026-12-24",
				'holidays'        => '1',
				'reminderTime'    => '18:30',
			),
			array()
		);
		$this->assertSame( array(), $errors );
		$this->assertSame( array( '08:00-12:00', '13:00-17:00' ), $settings['hours']['monday'] );
		$this->assertSame( array( '09:00-12:00' ), $settings['hours']['saturday'] );
		$this->assertSame( array(), $settings['hours']['tuesday'] );
		$this->assertSame( 2, $settings['visitsPerWindow'] );
		$this->assertSame( 90, $settings['windowMinutes'] );
		$this->assertSame( array( '2026-12-24', '2026-12-31' ), $settings['blockedDates'] );
		$this->assertTrue( $settings['holidays'] );
		$this->assertSame( '18:30', $settings['reminderTime'] );
	}

	/**
	 * Nothing typed: no hours (the website's own), the holidays box as sent.
	 */
	public function test_an_empty_form_sets_only_the_holidays() {
		list( $settings, $errors ) = gdm_concrete_booking_read( array(), array() );
		$this->assertSame( array(), $errors );
		$this->assertSame( array( 'holidays' => false ), $settings );
	}

	/**
	 * Each wrong value is named in words and keeps what was kept before.
	 */
	public function test_refuses_wrong_values_in_words_and_keeps_the_old_ones() {
		list( $settings, $errors ) = gdm_concrete_booking_read(
			array(
				'hours'           => array(
					'monday'  => '9-5',
					'tuesday' => '08:00-12:00, 11:00-13:00',
				),
				'visitsPerWindow' => '0',
				'visitMinutes'    => '200',
				'blockedDates'    => '2026-02-30',
				'reminderTime'    => '25:00',
			),
			array(
				'visitsPerWindow' => 3,
				'reminderTime'    => '17:30',
				'hours'           => array( 'monday' => array( '07:00-09:00' ) ),
			)
		);
		$this->assertCount( 6, $errors );
		$this->assertStringContainsString( 'Visit hours on Monday were not saved: “9-5” is not visit hours such as 08:00-12:00', $errors[0] );
		$this->assertStringContainsString( 'Visit hours on Tuesday were not saved: Its hours overlap.', $errors[1] );
		$this->assertSame( 'Visits per window was not saved: “0” is not a whole number from 1 to 20.', $errors[2] );
		$this->assertSame( 'Visit length was not saved: a visit cannot be longer than its window.', $errors[3] );
		$this->assertSame( array( '07:00-09:00' ), $settings['hours']['monday'] );
		$this->assertSame( 3, $settings['visitsPerWindow'] );
		$this->assertSame( '17:30', $settings['reminderTime'] );
		$this->assertArrayNotHasKey( 'visitMinutes', $settings );
		$this->assertArrayNotHasKey( 'blockedDates', $settings );
	}
}
