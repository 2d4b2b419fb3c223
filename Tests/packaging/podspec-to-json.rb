# Evaluates a podspec without CocoaPods and prints what it declares as JSON, for check-podspec.py.
#
# `Pod::Spec` here records every DSL call: `s.x = v` and `s.ios.x = v` as attributes (per
# platform for the second), `dependency` and `subspec` as lists, and any other call with
# arguments under "calls", so nothing the podspec says is silently dropped. A getter such as
# `s.version` returns the recorded value, as CocoaPods does.
require 'json'

module Pod
  class Spec
    PLATFORMS = %i[ios osx tvos watchos visionos].freeze

    def initialize(name = nil, &block)
      @record = { 'attributes' => {}, 'platforms' => {}, 'dependencies' => [], 'subspecs' => [],
                  'calls' => [] }
      @record['name'] = name if name
      block&.call(self)
    end

    attr_reader :record

    def subspec(name, &block)
      @record['subspecs'] << Spec.new(name, &block).record
    end

    def dependency(name, *requirements)
      @record['dependencies'] << [name, *requirements].map(&:to_s)
    end

    def respond_to_missing?(_name, _include_private = false)
      true
    end

    def method_missing(name, *args, &block)
      key = name.to_s
      return PlatformProxy.new(@record['platforms'][key] ||= {}) if PLATFORMS.include?(name)
      if key.end_with?('=')
        @record['attributes'][key.chomp('=')] = args.length == 1 ? args.first : args
      elsif args.empty? && block.nil?
        @record['attributes'].fetch(key) { raise NoMethodError, "podspec reads #{key} before setting it" }
      else
        raise ArgumentError, "#{key}: a block is not recorded" if block
        @record['calls'] << [key, *args]
      end
    end
  end

  # `s.ios`: the same attributes, recorded for one platform.
  class PlatformProxy
    def initialize(attributes)
      @attributes = attributes
    end

    def respond_to_missing?(_name, _include_private = false)
      true
    end

    def method_missing(name, *args)
      key = name.to_s
      raise ArgumentError, "platform call #{key} is not an assignment" unless key.end_with?('=')
      @attributes[key.chomp('=')] = args.length == 1 ? args.first : args
    end
  end
end

path = ARGV.fetch(0) { abort 'usage: podspec-to-json.rb FILE.podspec' }
spec = eval(File.read(path), binding, path) # rubocop:disable Security/Eval -- it is the project's own podspec
abort "#{path}: does not evaluate to a Pod::Spec" unless spec.is_a?(Pod::Spec)
puts JSON.pretty_generate(spec.record)
